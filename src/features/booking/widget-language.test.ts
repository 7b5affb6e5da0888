import { describe, expect, it } from 'vitest';
import { defaultWidgetLanguage, languageOptions, widgetLanguage } from './widget-language.ts';

describe('defaultWidgetLanguage', () => {
  it('is English when the tour offers it, wherever it is listed', () => {
    expect(defaultWidgetLanguage({ languages: ['es', 'en'] })).toBe('en');
  });

  it('is the first language otherwise', () => {
    expect(defaultWidgetLanguage({ languages: ['pt', 'es'] })).toBe('pt');
  });

  it("is the page's language when the tour has an online product in it", () => {
    const tour = { languages: ['en', 'es', 'it'], booking: { products: { en: 'p-en', es: 'p-es' } } } as const;
    expect(defaultWidgetLanguage(tour, 'es')).toBe('es');
    expect(defaultWidgetLanguage(tour, 'it')).toBe('en'); // offered, but booked by message
    expect(defaultWidgetLanguage(tour, 'fr')).toBe('en'); // not offered
  });

  it("is the page's language for a tour booked only directly, when the tour runs in it", () => {
    expect(defaultWidgetLanguage({ languages: ['pt', 'es'] }, 'es')).toBe('es');
    expect(defaultWidgetLanguage({ languages: ['pt', 'es'] }, 'de')).toBe('pt');
  });
});

describe('widgetLanguage', () => {
  it('keeps a choice the tour offers', () => {
    expect(widgetLanguage({ languages: ['en', 'pt'] }, 'pt')).toBe('pt');
  });

  it('falls back to the default for no choice or a language the tour does not offer', () => {
    expect(widgetLanguage({ languages: ['en', 'pt'] }, undefined)).toBe('en');
    expect(widgetLanguage({ languages: ['en', 'pt'] }, 'zh')).toBe('en');
  });
});

describe('languageOptions', () => {
  const languages = [
    { code: 'en', name: 'English', flag: 'GB' },
    { code: 'zh', name: '中文', flag: 'CN' },
  ] as const;

  it('names each language as site.yaml does, in the tour order', () => {
    expect(languageOptions(['zh', 'en'], languages)).toEqual([languages[1], languages[0]]);
  });

  it('falls back to the code for a language site.yaml does not describe', () => {
    expect(languageOptions(['de'], languages)).toEqual([{ code: 'de', name: 'de' }]);
  });
});
