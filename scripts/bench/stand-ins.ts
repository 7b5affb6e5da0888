// The third parties a page uses, answered in their place while Lighthouse measures it.
//
// This machine reaches no host but itself, so the booking provider's script and hosted checkout
// and the map cannot load here (every photo, testimonial avatars included, is the site's own).
// Left to fail, they would not show what a visitor gets: the widget frame would print an error (a console error the site does not have
// in real use) and would never grow to the widget's height (a layout shift a visitor would see,
// or not, unmeasured). Blocking them hides the same things. So each is answered by a stand-in
// that behaves like the real one: the browser tests' stand-in of the provider's script (it
// renders the widget as a block of known height), a plain checkout page and a plain map page.
// They are answered at once, so the figures leave out the third parties' own download time;
// the report lists, per page, which third-party requests were made, and when a page makes them
// is visible in the browser tests (none before hydration, the map only after consent).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { site } from '../../src/generated/site.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface StandIn {
  contentType: string;
  body: Buffer;
}
export type StandIns = Map<string, StandIn>;

/** The stand-ins, by the third-party origin they answer for. */
export function loadStandIns(): Promise<StandIns> {
  const checkoutScript = readFileSync(path.join(ROOT, 'tests/stand-ins/ventrata-checkout.js'));
  const page = (title: string) =>
    Buffer.from(`<!doctype html><html lang="en"><title>${title}</title><h1>${title} stand-in</h1></html>`);
  const byOrigin = new Map<string, StandIn>();
  const add = (url: string, standIn: StandIn) => {
    if (URL.canParse(url)) byOrigin.set(new URL(url).origin, standIn);
  };
  add(site.booking.scriptUrl, { contentType: 'text/javascript', body: checkoutScript });
  add(site.booking.checkoutUrl, { contentType: 'text/html', body: page('Checkout') });
  add(site.meetingPoint.mapEmbedUrl, { contentType: 'text/html', body: page('Map') });
  return Promise.resolve(byOrigin);
}

/** Answers the page's requests to the third parties with their stand-ins (CDP Fetch, so the
 * site's own requests are not intercepted and keep their timing). */
export async function serveStandIns(page: Page, byOrigin: StandIns): Promise<void> {
  const session = await page.createCDPSession();
  session.on('Fetch.requestPaused', (event) => {
    const standIn = byOrigin.get(new URL(event.request.url).origin);
    if (!standIn) return void session.send('Fetch.continueRequest', { requestId: event.requestId }).catch(() => {});
    void session
      .send('Fetch.fulfillRequest', {
        requestId: event.requestId,
        responseCode: 200,
        responseHeaders: [
          { name: 'Content-Type', value: standIn.contentType },
          // The checkout script is a module script, fetched with CORS.
          { name: 'Access-Control-Allow-Origin', value: '*' },
          { name: 'Cache-Control', value: 'no-store' },
        ],
        body: standIn.body.toString('base64'),
      })
      .catch(() => {});
  });
  await session.send('Fetch.enable', {
    patterns: [...byOrigin.keys()].map((origin) => ({ urlPattern: `${origin}/*` })),
  });
}
