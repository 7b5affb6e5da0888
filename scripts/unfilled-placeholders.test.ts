import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { placeholderSources, unfilledPlaceholders } from './unfilled-placeholders.ts';

describe('unfilledPlaceholders', () => {
  it('finds a placeholder left in the text or an attribute of a page', () => {
    const html = '<p class="price">From {prise}</p><img alt="{name} on the tour" src="a.jpg"><p>From {prise}</p>';
    expect(unfilledPlaceholders(html)).toEqual(['{prise}', '{name}']);
  });

  it("leaves scripts, styles and an island's template props alone", () => {
    const html = [
      '<style>.a{color:red}</style>',
      '<script type="application/ld+json">{"name":"{x}"}</script>',
      '<site-island data-island="app/next-departure" data-props="{&quot;label&quot;:&quot;Next departure: {when}&quot;}"></site-island>',
      '<p>From €59.00</p>',
    ].join('');
    expect(unfilledPlaceholders(html)).toEqual([]);
  });
});

describe('placeholderSources', () => {
  it('names each line of each language file that writes the placeholder', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'placeholders-'));
    try {
      mkdirSync(path.join(root, 'i18n'));
      writeFileSync(path.join(root, 'i18n', 'en.yaml'), 'format:\n  fromPrice: From {prise}\n');
      writeFileSync(path.join(root, 'i18n', 'de.yaml'), 'format:\n  fromPrice: Ab {price}\n');
      expect(placeholderSources(root, '{prise}')).toEqual(['i18n/en.yaml:2']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
