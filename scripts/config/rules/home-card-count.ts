// The home page shows the first homeCardCount cards of cardOrder, so there must be that many.
import { problemAt } from '../yaml-file.ts';
import type { Rule } from './rule.ts';

export const homeCardCount: Rule = {
  name: 'home-card-count',
  needs: ['tours'],
  run: ({ tours: { file, data } }) =>
    data.homeCardCount > data.cardOrder.length
      ? [
          problemAt(
            file,
            ['homeCardCount'],
            `must be at most ${data.cardOrder.length}, the number of tours in cardOrder (got ${data.homeCardCount})`,
          ),
        ]
      : [],
};
