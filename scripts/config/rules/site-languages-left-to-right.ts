// The site's pages are laid out left to right (the stylesheets place things left and right, the
// pages carry no `dir`): a language written right to left (Arabic, Hebrew) is a tour language a
// guide may speak, but not yet one the site can be published in.
import { problemAt } from '../yaml-file.ts';
import type { Rule } from './rule.ts';

const RIGHT_TO_LEFT = new Set(['ar', 'he']);

export const siteLanguagesLeftToRight: Rule = {
  name: 'site-languages-left-to-right',
  needs: ['site'],
  run: ({ site: { file, data } }) =>
    data.siteLanguages.flatMap((code, i) =>
      RIGHT_TO_LEFT.has(code)
        ? [
            problemAt(
              file,
              ['siteLanguages', i],
              `"${code}" is written right to left, and the site's pages are laid out left to right only: it can be a tour's language, not yet a site language`,
            ),
          ]
        : [],
    ),
};
