import { describe, expect, it } from 'vitest';
import { ruleContext, valueAt } from '../test-support.ts';
import { runRules } from './index.ts';
import { uniqueGuideSlugs } from './unique-guide-slugs.ts';

describe('unique-guide-slugs', () => {
  it('reports a later use of a guide slug, naming where it was first used', () => {
    const site = `
guides:
  - slug: marco
    name: Marco
  - slug: marco
    name: Lucía
`;
    const first = valueAt(site, 'slug: marco');
    expect(runRules(ruleContext({ site }), [uniqueGuideSlugs])).toEqual([
      {
        file: 'site.yaml',
        ...valueAt(site, 'slug: marco', 2),
        path: 'guides[1].slug',
        message: `guide slug "marco" is used twice (also at site.yaml:${first.line}:${first.col}, guides[0].slug)`,
      },
    ]);
  });

  it('accepts distinct guide slugs', () => {
    const site = `
guides:
  - slug: marco
  - slug: lucia
`;
    expect(runRules(ruleContext({ site }), [uniqueGuideSlugs])).toEqual([]);
  });
});
