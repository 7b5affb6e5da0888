import { describe, expect, it } from 'vitest';
import { defaultTourLanguage } from './tour-language.ts';

describe('defaultTourLanguage', () => {
  it('is English when the tour offers it, wherever it is listed', () => {
    expect(defaultTourLanguage({ languages: ['es', 'en'] })).toBe('en');
  });

  it('is the first language otherwise', () => {
    expect(defaultTourLanguage({ languages: ['pt', 'es'] })).toBe('pt');
  });

  it("is the page's language when the tour has an online product in it", () => {
    const tour = { languages: ['en', 'es', 'it'], booking: { products: { en: 'p-en', es: 'p-es' } } } as const;
    expect(defaultTourLanguage(tour, 'es')).toBe('es');
    expect(defaultTourLanguage(tour, 'it')).toBe('en'); // offered, but booked by message
    expect(defaultTourLanguage(tour, 'fr')).toBe('en'); // not offered
  });

  it("is the page's language for a tour booked only directly, when the tour runs in it", () => {
    expect(defaultTourLanguage({ languages: ['pt', 'es'] }, 'es')).toBe('es');
    expect(defaultTourLanguage({ languages: ['pt', 'es'] }, 'de')).toBe('pt');
  });
});
