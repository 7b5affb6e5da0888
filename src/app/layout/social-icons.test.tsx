// The social icons as prerendered: every icon a page shows is drawn by its own path in the page,
// so showing one (the phone menu's, on its first opening) needs no request and no <use> tree.
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { company } from '../../generated/company.ts';
import { LanguageContext, loadTexts } from '../../lib/texts.ts';
import { SOCIAL_ICON_PATHS, SocialIcons } from './social-icons.tsx';

beforeAll(async () => {
  await loadTexts('en', 'common');
});

describe('social icons', () => {
  it('draw every network of site.yaml with its path inline, never from a file or a sprite', () => {
    const icons = renderToString(
      <LanguageContext value="en">
        <SocialIcons />
      </LanguageContext>,
    );
    const paths = [...icons.matchAll(/<svg class="social-icon" viewBox="0 0 24 24"[^>]*><path d="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(paths).toEqual(company.social.map(({ network }) => SOCIAL_ICON_PATHS[network]));
    expect(icons).not.toMatch(/url\(|\.svg|<use/);
  });

  it('draws LinkedIn and Instagram with the hand-written paths', () => {
    expect(SOCIAL_ICON_PATHS.linkedin).toMatch(/^M4\.98 3\.5a2\.5/);
    expect(SOCIAL_ICON_PATHS.instagram).toMatch(/^M7\.5 1\.5h9a6 6/);
  });
});
