// A guide's page is written in one language, and the site must be published in it to show it.
import { problemAt } from '../yaml-file.ts';
import type { Rule } from './rule.ts';

export const guideLanguagesPublished: Rule = {
  name: 'guide-languages-published',
  needs: ['site'],
  run: ({ site: { file, data } }) =>
    data.guides.flatMap((guide, i) =>
      data.siteLanguages.includes(guide.language)
        ? []
        : [
            problemAt(
              file,
              ['guides', i, 'language'],
              `the site is not published in "${guide.language}" (siteLanguages: ${data.siteLanguages.join(', ')})`,
            ),
          ],
    ),
};
