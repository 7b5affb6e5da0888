import { describe, expect, it } from 'vitest';
import { positionOf, ruleContext } from '../test-support.ts';
import { runRules } from './index.ts';
import { widgetLanguagesOffered } from './widget-languages-offered.ts';

describe('widget-languages-offered', () => {
  it("reports a product for a language the tour is not given in, at the product's key", () => {
    const tours = `
tours:
  - slug: colosseum
    languages: [en, es]
    booking:
      products:
        en: product-en
        de: product-de
        fr: product-fr
`;
    const message = (code: string) => `has a product for "${code}", which is not one of the tour's languages (en, es)`;
    expect(runRules(ruleContext({ tours }), [widgetLanguagesOffered])).toEqual([
      {
        file: 'tours.yaml',
        ...positionOf(tours, 'de:'),
        path: 'tours[0].booking.products.de',
        message: message('de'),
      },
      {
        file: 'tours.yaml',
        ...positionOf(tours, 'fr:'),
        path: 'tours[0].booking.products.fr',
        message: message('fr'),
      },
    ]);
  });

  it("accepts products for some of the tour's languages, and a tour without booking", () => {
    const tours = `
tours:
  - slug: colosseum
    languages: [en, es, de]
    booking:
      products: { en: product-en, de: product-de }
  - slug: vatican
    languages: [en]
`;
    expect(runRules(ruleContext({ tours }), [widgetLanguagesOffered])).toEqual([]);
  });
});
