import { describe, expect, it } from 'vitest';
import { ruleContext, valueAt } from '../test-support.ts';
import { runRules } from './index.ts';
import { logosExist } from './logos-exist.ts';

const site = `
partners:
  - { name: Tripadvisor, logo: logos/tripadvisor.svg }
  - { name: Viator, logo: logos/viator.svg }
`;

describe('logos-exist', () => {
  it("reports a partner's logo that is not in public/", () => {
    expect(runRules(ruleContext({ site, publicFiles: ['logos/tripadvisor.svg'] }), [logosExist])).toEqual([
      {
        file: 'site.yaml',
        ...valueAt(site, 'logo: logos/viator.svg'),
        path: 'partners[1].logo',
        message: 'logo "logos/viator.svg" not found in public/ (add the file, or fix the path)',
      },
    ]);
  });

  it('accepts logos that are all there', () => {
    const publicFiles = ['logos/tripadvisor.svg', 'logos/viator.svg'];
    expect(runRules(ruleContext({ site, publicFiles }), [logosExist])).toEqual([]);
  });
});
