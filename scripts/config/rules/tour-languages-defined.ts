// A tour's languages are shown by name, and the names live in site.yaml `languages`.
import { problemAt } from '../yaml-file.ts';
import type { Rule } from './rule.ts';

export const tourLanguagesDefined: Rule = {
  name: 'tour-languages-defined',
  needs: ['tours', 'site'],
  run: ({ tours: { file, data }, site }) => {
    const defined = new Set(site.data.languages.map((l) => l.code));
    return data.tours.flatMap((tour, i) =>
      tour.languages.flatMap((code, j) =>
        defined.has(code)
          ? []
          : [
              problemAt(
                file,
                ['tours', i, 'languages', j],
                `language "${code}" has no name: add it to \`languages\` in site.yaml (defined: ${[...defined].join(', ')})`,
              ),
            ],
      ),
    );
  },
};
