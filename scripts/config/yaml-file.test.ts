import { describe, expect, it } from 'vitest';
import { parseYamlFile } from './yaml-file.ts';

const DUPLICATE = 'YAML syntax: Map keys must be unique (this key already appears above in the same mapping)';

describe('parseYamlFile', () => {
  it('reports a repeated key at the repeat, in a mapping at any depth, and keeps no data', () => {
    const text = [
      'tours:',
      '  colosseum:',
      '    name: A',
      '  pantheon:',
      '    name: B',
      '  colosseum:',
      '    name: C',
      '',
    ];
    const file = parseYamlFile('i18n/en.yaml', text.join('\n'));
    expect(file.syntaxProblems).toEqual([{ file: 'i18n/en.yaml', line: 6, col: 3, path: '', message: DUPLICATE }]);
    expect(file.data).toBeUndefined();
  });

  it('compares keys as yaml does: the same key in two mappings, or 1 and "1", are no repeat', () => {
    const file = parseYamlFile('site.yaml', 'a:\n  name: x\nb:\n  name: y\nc:\n  1: one\n  "1": also one\n');
    expect(file.syntaxProblems).toEqual([]);
    expect(file.data).toMatchObject({ a: { name: 'x' }, b: { name: 'y' } });
  });

  it('finds a repeat among thousands of keys at once', () => {
    const keys = Array.from({ length: 40_000 }, (_, i) => `tour-${i}: ${i}`);
    const started = performance.now();
    const file = parseYamlFile('i18n/en.yaml', [...keys, 'tour-7: again', ''].join('\n'));
    expect(file.syntaxProblems).toMatchObject([{ line: 40_001, col: 1, message: DUPLICATE }]);
    // Comparing each key with every one before it took some 18 s here; this takes about 1.
    expect(performance.now() - started).toBeLessThan(5000);
  });

  const INDENT =
    "the items of one list or mapping start at the same column: compare this line's indentation with the lines above";
  it.each([
    ['a key indented less than its neighbours', 'tours:\n  - slug: a\n    name: x\n   price: 3\n', 4, INDENT],
    ['a list item indented differently', 'tours:\n  - slug: a\n    languages:\n      - en\n     - es\n', 5, INDENT],
    ['a quote left open', 'tours:\n  - slug: "a\n    name: x\n', 4, 'a quote or bracket is not closed'],
    ['a tab', 'tours:\n\t- slug: a\n', 2, 'indent with spaces'],
  ])('reports %s once, with what to do', (_, text, line, hint) => {
    const { syntaxProblems } = parseYamlFile('tours.yaml', text);
    expect(syntaxProblems).toHaveLength(1);
    expect(syntaxProblems[0]).toMatchObject({ line, message: expect.stringMatching(/^YAML syntax: /) as unknown });
    expect(syntaxProblems[0]!.message.endsWith(`(${hint})`)).toBe(true);
  });
});
