// cardOrder is the order of the cards on /tours: it names every tour exactly once, and no slug
// that is not a tour.
import { problemAt } from '../yaml-file.ts';
import { duplicates, type Rule } from './rule.ts';

export const cardOrderListsEveryTourOnce: Rule = {
  name: 'card-order-lists-every-tour-once',
  needs: ['tours'],
  run: ({ tours: { file, data } }) => {
    const slugs = new Set(data.tours.map((t) => t.slug));
    const problems = data.cardOrder.flatMap((slug, i) =>
      slugs.has(slug)
        ? []
        : [problemAt(file, ['cardOrder', i], `no tour has the slug "${slug}" (tours: ${[...slugs].join(', ')})`)],
    );
    problems.push(
      ...duplicates(
        file,
        data.cardOrder.map((slug, i) => ({ value: slug, at: ['cardOrder', i] })),
        'tour',
      ),
    );
    const listed = new Set(data.cardOrder);
    data.tours.forEach((tour, i) => {
      if (!listed.has(tour.slug))
        problems.push(
          problemAt(
            file,
            ['tours', i, 'slug'],
            `tour "${tour.slug}" is missing from cardOrder (add it where its card should appear)`,
          ),
        );
    });
    return problems;
  },
};
