import { describe, expect, it } from 'vitest';
import { positionOf, ruleContext } from '../test-support.ts';
import { runRules } from './index.ts';
import { siteLanguagesLeftToRight } from './site-languages-left-to-right.ts';

describe('site-languages-left-to-right', () => {
  it('reports a site language written right to left', () => {
    const site = 'siteLanguages: [en, es, ar]\n';
    expect(runRules(ruleContext({ site }), [siteLanguagesLeftToRight])).toEqual([
      {
        file: 'site.yaml',
        ...positionOf(site, 'ar'),
        path: 'siteLanguages[2]',
        message:
          '"ar" is written right to left, and the site\'s pages are laid out left to right only: it can be a tour\'s language, not yet a site language',
      },
    ]);
  });

  it('accepts languages written left to right', () => {
    expect(runRules(ruleContext({ site: 'siteLanguages: [en, de, zh]\n' }), [siteLanguagesLeftToRight])).toEqual([]);
  });
});
