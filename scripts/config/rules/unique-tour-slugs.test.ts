import { describe, expect, it } from 'vitest';
import { positionOf, ruleContext, valueAt } from '../test-support.ts';
import { runRules } from './index.ts';
import { uniqueTourSlugs } from './unique-tour-slugs.ts';

describe('unique-tour-slugs', () => {
  it('reports each later use of a slug, naming where it was first used', () => {
    const tours = `
tours:
  - slug: colosseum
  - slug: vatican
  - slug: colosseum
  - slug: colosseum
`;
    const first = valueAt(tours, 'slug: colosseum');
    const also = `also at tours.yaml:${first.line}:${first.col}, tours[0].slug`;
    expect(runRules(ruleContext({ tours }), [uniqueTourSlugs])).toEqual([
      {
        file: 'tours.yaml',
        ...valueAt(tours, 'slug: colosseum', 2),
        path: 'tours[2].slug',
        message: `slug "colosseum" is used twice (${also})`,
      },
      {
        file: 'tours.yaml',
        ...valueAt(tours, 'slug: colosseum', 3),
        path: 'tours[3].slug',
        message: `slug "colosseum" is used twice (${also})`,
      },
    ]);
    expect(positionOf(tours, 'colosseum')).toEqual(first);
  });

  it('accepts distinct slugs', () => {
    const tours = `
tours:
  - slug: colosseum
  - slug: vatican
`;
    expect(runRules(ruleContext({ tours }), [uniqueTourSlugs])).toEqual([]);
  });
});
