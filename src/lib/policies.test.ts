import { beforeAll, describe, expect, it } from 'vitest';
import type { TextParts } from '../generated/i18n-types.ts';
import { site } from '../generated/site.ts';
import { toursConfig } from '../generated/tours.ts';
import { formatters, type Formatters } from './format.ts';
import { languageName, siteLanguage, siteLanguages } from './languages.ts';
import { format, placeholdersIn, POLICY_PLACEHOLDERS, TEXT_PLACEHOLDERS } from './placeholders.ts';
import { cancellationSummary, policyValues } from './policies.ts';
import { loadTexts } from './texts.ts';

// Every published language: the policies must read whole in each of them.
describe.each(siteLanguages.map((language) => language.code))(
  'policy values shown by the FAQ and the terms (%s)',
  (code) => {
    const locale = siteLanguage(code).locale;
    let common: TextParts['common'];
    let tourTexts: TextParts['tours'];
    let faq: TextParts['faq'];
    let f: Formatters;
    beforeAll(async () => {
      [common, tourTexts, faq] = await Promise.all([
        loadTexts(code, 'common'),
        loadTexts(code, 'tours'),
        loadTexts(code, 'faq'),
      ]);
      f = formatters(common.format, locale);
    });

    it('names every cancellation window of tours.yaml, and each tour with a window other than the usual one, quoted', () => {
      const summary = cancellationSummary(f, common.format, tourTexts);
      const windows = new Set(toursConfig.tours.map((t) => t.cancellationHours));
      for (const hours of windows) expect(summary).toContain(f.cancellationWindow(hours));
      const counts = [...windows].map((h) => toursConfig.tours.filter((t) => t.cancellationHours === h).length);
      const usual = [...windows][counts.indexOf(Math.max(...counts))];
      const unusual = toursConfig.tours.filter((t) => t.cancellationHours !== usual);
      // Each quoted, as a name may hold a comma or an "and" of its own.
      for (const tour of unusual)
        expect(summary).toContain(format(common.format.quoted, { text: tourTexts[tour.slug]!.name }));
      expect(common.format.quoted).not.toBe('{text}');
      expect(placeholdersIn(summary)).toEqual([]);
    });

    it('fills every placeholder the FAQ uses, with the values of site.yaml', () => {
      const values = policyValues(f, common, tourTexts);
      expect(Object.keys(values).sort()).toEqual([...POLICY_PLACEHOLDERS].sort());
      expect(values.arrivalMinutes).toBe(new Intl.NumberFormat(locale).format(site.policies.arrivalMinutes));
      for (const language of site.languagesOnRequest)
        expect(values.languagesOnRequest).toContain(languageName(language, locale));
      for (const payment of common.payments) expect(values.payments).toContain(payment);
      // What is left is the FAQ's link to the contact page, which the accordion fills in.
      for (const item of faq) {
        const filled = format(item.answer, values);
        for (const name of placeholdersIn(filled)) expect(TEXT_PLACEHOLDERS).toContain(name);
        expect(placeholdersIn(filled).filter((name) => name !== 'contactUs')).toEqual([]);
      }
    });

    it('leaves an unknown name as written', () => {
      expect(format('Arrive {arrivalMinutes} min early, {nope}', policyValues(f, common, tourTexts))).toBe(
        `Arrive ${new Intl.NumberFormat(locale).format(site.policies.arrivalMinutes)} min early, {nope}`,
      );
    });
  },
);
