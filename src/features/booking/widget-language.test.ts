import { describe, expect, it } from 'vitest';
import { languageOptions, widgetLanguage } from './widget-language.ts';

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
