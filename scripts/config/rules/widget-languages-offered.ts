// A booking product is the widget for one language of the tour: a product for a language the tour
// is not given in would sell a tour that does not exist.
import { problemAt } from '../yaml-file.ts';
import type { Rule } from './rule.ts';

export const widgetLanguagesOffered: Rule = {
  name: 'widget-languages-offered',
  needs: ['tours'],
  run: ({ tours: { file, data } }) =>
    data.tours.flatMap((tour, i) =>
      Object.keys(tour.booking?.products ?? {})
        .filter((code) => !tour.languages.includes(code as never))
        .map((code) =>
          problemAt(
            file,
            ['tours', i, 'booking', 'products'],
            `has a product for "${code}", which is not one of the tour's languages (${tour.languages.join(', ')})`,
            { key: code },
          ),
        ),
    ),
};
