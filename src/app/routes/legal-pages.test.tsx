// The terms and the privacy notice as prerendered, in every published language: each section the
// language file has is on the page, the company's legal identity is named, and no {placeholder}
// is left unfilled.
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { site } from '../../generated/site.ts';
import { siteLanguages } from '../../lib/languages.ts';
import { LanguageContext, loadTexts } from '../../lib/texts.ts';
import PrivacyPage from './privacy-page.tsx';
import { TermsText } from './terms-text.tsx';

/** The page's text, as a reader gets it. */
function textOf(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" };
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => entities[name]!)
    .replace(/[ \t\n\r]+/g, ' '); // not the no-break spaces French puts before ? and :
}

describe.each(siteLanguages.map((language) => language.code))('the legal pages (%s)', (code) => {
  const render = async (node: React.ReactNode) => {
    await Promise.all((['common', 'terms', 'privacy', 'tours'] as const).map((part) => loadTexts(code, part)));
    // `prerender` waits for the islands on the page (their modules load lazily), as the build does.
    const { prelude } = await prerender(
      <LanguageContext value={code}>
        <Router ssrPath="/terms">{node}</Router>
      </LanguageContext>,
    );
    return textOf(await new Response(prelude).text());
  };

  it('show every section of the terms, with who provides the tours, the right of withdrawal and the law', async () => {
    const terms = await loadTexts(code, 'terms');
    const text = await render(<TermsText />);
    for (const [key, title] of Object.entries(terms)) if (key.endsWith('Title')) expect(text).toContain(title);
    for (const fact of [site.legal.name, site.legal.vatNumber, site.contact.address.street])
      expect(text).toContain(fact);
    expect(text).not.toMatch(/\{\w+\}/);
  });

  it('show every section of the privacy notice, naming the data controller', async () => {
    const privacy = await loadTexts(code, 'privacy');
    const text = await render(<PrivacyPage />);
    for (const [key, title] of Object.entries(privacy)) if (key.endsWith('Title')) expect(text).toContain(title);
    expect(text).toContain(site.legal.name);
    expect(text).toContain(site.contact.email);
    expect(text).not.toMatch(/\{\w+\}/);
  });
});
