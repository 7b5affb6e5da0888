import { describe, expect, it } from 'vitest';
import { formatters } from './format.ts';
import { siteLanguage, siteLanguages } from './languages.ts';
import { format, loadTexts } from './texts.ts';

describe.each(siteLanguages.map((language) => language.code))('a wait in seconds (%s)', (code) => {
  it("reads in the language's own singular and plural, as the contact form's rate-limit message says it", async () => {
    const common = await loadTexts(code, 'common');
    const f = formatters(common.format, siteLanguage(code).locale);
    expect(f.seconds(1)).toBe(format(common.format.seconds.one, { count: '1' }));
    expect(f.seconds(30)).toBe(format(common.format.seconds.other, { count: '30' }));
    expect(f.seconds(1)).not.toBe(f.seconds(30).replace('30', '1'));
    const message = format((await loadTexts(code, 'contact')).tooMany, { wait: f.seconds(1) });
    expect(message).toContain(f.seconds(1));
  });
});

it('says "1 secondo" and "30 secondi" in Italian', async () => {
  const f = formatters((await loadTexts('it', 'common')).format, 'it-IT');
  expect([f.seconds(1), f.seconds(30)]).toEqual(['1 secondo', '30 secondi']);
});

it('puts a label before its value in each language\'s way: "Address:", "Adresse :"', async () => {
  const english = formatters((await loadTexts('en', 'common')).format, 'en-GB');
  const french = formatters((await loadTexts('fr', 'common')).format, 'fr-FR');
  expect(english.label('Address')).toBe('Address:');
  expect(french.label('Adresse')).toBe('Adresse\u00a0:');
});
