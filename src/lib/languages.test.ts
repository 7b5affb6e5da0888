import { describe, expect, it } from 'vitest';
import { languageName } from './languages.ts';

describe('languageName', () => {
  it("names a language in the reader's language", () => {
    expect(languageName('zh', 'en')).toBe('Chinese');
    expect(languageName('de', 'en')).toBe('German');
    expect(languageName('en', 'es')).toBe('inglés');
  });

  it('falls back to the code for a locale Intl rejects', () => {
    expect(languageName('de', 'not a locale!')).toBe('de');
  });
});
