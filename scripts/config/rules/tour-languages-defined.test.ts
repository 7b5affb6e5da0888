import { describe, expect, it } from 'vitest';
import { positionOf, ruleContext } from '../test-support.ts';
import { runRules } from './index.ts';
import { tourLanguagesDefined } from './tour-languages-defined.ts';

const site = `
languages:
  - { code: en, name: English }
  - { code: es, name: Español }
`;

describe('tour-languages-defined', () => {
  it('reports a tour language that site.yaml gives no name', () => {
    const tours = `
tours:
  - slug: colosseum
    languages: [en, ja, es]
`;
    expect(runRules(ruleContext({ tours, site }), [tourLanguagesDefined])).toEqual([
      {
        file: 'tours.yaml',
        ...positionOf(tours, 'ja'),
        path: 'tours[0].languages[1]',
        message: 'language "ja" has no name: add it to `languages` in site.yaml (defined: en, es)',
      },
    ]);
  });

  it('accepts named languages, and is skipped while site.yaml is invalid', () => {
    const tours = `
tours:
  - slug: colosseum
    languages: [es, en]
`;
    expect(runRules(ruleContext({ tours, site }), [tourLanguagesDefined])).toEqual([]);
    const unnamed = tours.replace('[es, en]', '[ja]');
    expect(runRules(ruleContext({ tours: unnamed }), [tourLanguagesDefined])).toEqual([]);
  });
});
