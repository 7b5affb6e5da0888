// The social icons as prerendered: every icon a page shows is drawn from a symbol of the page's
// own sprite, so showing one (the phone menu's, on its first opening) needs no request.
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { company } from '../../generated/company.ts';
import { LanguageContext, loadTexts } from '../../lib/texts.ts';
import { SOCIAL_ICON_PATHS, SocialIconSymbols, SocialIcons } from './social-icons.tsx';

beforeAll(async () => {
  await loadTexts('en', 'common');
});

describe('social icons', () => {
  it("draw every network of site.yaml from a symbol of the page's sprite, never from a file", () => {
    const icons = renderToString(
      <LanguageContext value="en">
        <SocialIcons />
      </LanguageContext>,
    );
    const sprite = renderToString(<SocialIconSymbols />);
    const used = [...icons.matchAll(/<use href="#([\w-]+)"/g)].map((match) => match[1]);
    const symbols = [...sprite.matchAll(/<symbol id="([\w-]+)" viewBox="0 0 24 24"><path d="M[^"]+"/g)].map(
      (match) => match[1],
    );
    expect(used).toHaveLength(company.social.length);
    expect(symbols.sort()).toEqual([...used].sort());
    expect(icons).not.toMatch(/url\(|\.svg/);
  });

  it('draws LinkedIn and Instagram with the hand-written paths', () => {
    expect(SOCIAL_ICON_PATHS.linkedin).toMatch(/^M4\.98 3\.5a2\.5/);
    expect(SOCIAL_ICON_PATHS.instagram).toMatch(/^M7\.5 1\.5h9a6 6/);
  });
});
