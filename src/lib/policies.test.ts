import { describe, expect, it } from 'vitest';
import { site } from '../generated/site.ts';
import { toursConfig } from '../generated/tours.ts';
import { formatCancellationWindow } from './format.ts';
import { fillPlaceholders, placeholdersIn, TEXT_PLACEHOLDERS } from './placeholders.ts';
import { cancellationSummary, policyValues } from './policies.ts';

describe('policy values shown by the FAQ and the terms', () => {
  it('names every cancellation window of tours.yaml, and each tour with a window other than the usual one', () => {
    const summary = cancellationSummary();
    const windows = new Set(toursConfig.tours.map((t) => t.cancellationHours));
    for (const hours of windows) expect(summary).toContain(formatCancellationWindow(hours));
    const counts = [...windows].map((h) => toursConfig.tours.filter((t) => t.cancellationHours === h).length);
    const usual = [...windows][counts.indexOf(Math.max(...counts))];
    for (const tour of toursConfig.tours.filter((t) => t.cancellationHours !== usual))
      expect(summary).toContain(tour.name);
  });

  it('fills every placeholder the FAQ uses, with the values of site.yaml', () => {
    const values = policyValues();
    expect(Object.keys(values).sort()).toEqual([...TEXT_PLACEHOLDERS].sort());
    expect(values.arrivalMinutes).toBe(String(site.policies.arrivalMinutes));
    for (const language of site.languagesOnRequest) expect(values.languagesOnRequest).toContain(language.name);
    for (const item of site.faq) {
      const filled = fillPlaceholders(item.answer, values);
      expect(placeholdersIn(filled)).toEqual([]);
    }
  });

  it('leaves an unknown name as written', () => {
    expect(fillPlaceholders('Arrive {arrivalMinutes} min early, {nope}', policyValues())).toBe(
      `Arrive ${site.policies.arrivalMinutes} min early, {nope}`,
    );
  });
});
