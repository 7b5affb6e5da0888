import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TextParts } from '../../generated/i18n-types.ts';
import { IslandIdContext } from '../../lib/element-id.ts';
import { LanguageContext, loadTexts } from '../../lib/texts.ts';
import { ContactForm } from './contact-form.tsx';

let html: string;
let words: TextParts['contact'];
beforeAll(async () => {
  words = await loadTexts('en', 'contact');
  await loadTexts('en', 'common');
  html = renderToString(
    <LanguageContext value="en">
      <IslandIdContext value="form">
        <ContactForm lang="en" page="/contact" />
      </IslandIdContext>
    </LanguageContext>,
  );
});

function inputTag(name: string): string {
  const tag = html.match(new RegExp(`<(?:input|textarea)[^>]*name="${name}"[^>]*>`))?.[0];
  if (!tag) throw new Error(`no field named ${name}`);
  return tag;
}

describe('ContactForm (prerendered)', () => {
  it.each(['name', 'email', 'subject', 'message'])('requires %s and labels it visibly', (name) => {
    const tag = inputTag(name);
    expect(tag).toContain('required=""');
    const id = tag.match(/id="([^"]+)"/)?.[1];
    expect(html).toMatch(new RegExp(`<label for="${id}">`));
  });

  it('lets the browser check the email address', () => {
    expect(inputTag('email')).toContain('type="email"');
  });

  it('has a honeypot people cannot reach', () => {
    const tag = inputTag('website');
    expect(tag).toContain('tabindex="-1"');
    expect(tag).toMatch(/autocomplete="off"/i);
    expect(html).toMatch(/<div class="contact-form__trap" aria-hidden="true">/);
  });

  it('starts idle with an empty live region', () => {
    expect(html).toMatch(new RegExp(`<button type="submit"[^>]*>${words.send}</button>`));
    expect(html).toMatch(/<p [^>]*role="status" aria-live="polite"><\/p>/);
  });
});
