import { describe, expect, it } from 'vitest';
import { ruleContext, valueAt } from '../test-support.ts';
import { guideLanguagesPublished } from './guide-languages-published.ts';
import { runRules } from './index.ts';

describe('guide-languages-published', () => {
  it('reports a guide page in a language the site is not published in', () => {
    const site = `
siteLanguages: [en, es]
guides:
  - slug: marco
    language: en
  - slug: joao
    language: pt
`;
    expect(runRules(ruleContext({ site }), [guideLanguagesPublished])).toEqual([
      {
        file: 'site.yaml',
        ...valueAt(site, 'language: pt'),
        path: 'guides[1].language',
        message: 'the site is not published in "pt" (siteLanguages: en, es)',
      },
    ]);
  });

  it('accepts guide pages in published languages', () => {
    const site = `
siteLanguages: [en, es]
guides:
  - slug: marco
    language: es
`;
    expect(runRules(ruleContext({ site }), [guideLanguagesPublished])).toEqual([]);
  });
});
