// Each guide's slug is the address of their page: two guides cannot share one.
import { duplicates, type Rule } from './rule.ts';

export const uniqueGuideSlugs: Rule = {
  name: 'unique-guide-slugs',
  needs: ['site'],
  run: ({ site: { file, data } }) =>
    duplicates(
      file,
      data.guides.map((g, i) => ({ value: g.slug, at: ['guides', i, 'slug'] })),
      'guide slug',
    ),
};
