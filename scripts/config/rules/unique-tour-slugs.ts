// Each tour's slug is its address (/tours/<slug>) and the key of its texts: two tours cannot share one.
import { duplicates, type Rule } from './rule.ts';

export const uniqueTourSlugs: Rule = {
  name: 'unique-tour-slugs',
  needs: ['tours'],
  run: ({ tours }) =>
    duplicates(
      tours.file,
      tours.data.tours.map((t, i) => ({ value: t.slug, at: ['tours', i, 'slug'] })),
      'slug',
    ),
};
