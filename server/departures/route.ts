// GET /api/departures?tour=<slug>&language=<code> (src/lib/departures-api.ts): the tour's next
// departures in that tour language, from its product in tours.yaml (the widget's product for
// the language, else the tour's hosted-checkout product). 204 while nothing is known.
import { Router } from '@koa/router';
import { toursConfig } from '../../src/generated/tours.ts';
import { DEPARTURES_API_PATH } from '../../src/lib/departures-api.ts';
import type { Departures } from './departures.ts';

/** The product whose departures a tour has in a language, if it has one. */
export function productFor(slug: string, language: string): string | undefined {
  const tour = toursConfig.tours.find((candidate) => candidate.slug === slug);
  if (!tour || !(tour.languages as readonly string[]).includes(language)) return undefined;
  return tour.booking?.products[language as keyof typeof tour.booking.products] ?? tour.checkoutProduct;
}

export function departuresRouter(departures: Departures | undefined): Router {
  const router = new Router();
  router.get(DEPARTURES_API_PATH, async (ctx) => {
    const { tour, language } = ctx.query;
    if (typeof tour !== 'string' || typeof language !== 'string')
      return ctx.throw(400, 'Ask with ?tour=<slug>&language=<code>');
    const product = productFor(tour, language);
    if (!product) return ctx.throw(404, `No bookable product for tour "${tour}" in "${language}"`);
    const reply = departures ? await departures.next(product) : undefined;
    if (!reply) {
      // Nothing known now (no provider configured, or it is slow or down): claim nothing, and
      // let the next visitor ask again.
      ctx.status = 204;
      ctx.set('Cache-Control', 'no-store');
      return;
    }
    ctx.body = reply;
    // The figures are a minute fresh at most on the server; a browser keeps them half that.
    ctx.set('Cache-Control', 'public, max-age=30');
  });
  return router;
}
