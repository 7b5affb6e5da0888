// The outside services the pages call, played on loopback for the browser tests: the booking
// provider's checkout script and pages, and the map. The browser reaches them by their real
// names, sent here by Chromium's host rules (`outsideHostRules`), and takes this server's
// throwaway certificate (contexts are opened with `ignoreHTTPSErrors`); every other outside name
// resolves to nothing. Nothing is intercepted, so the browser caches as a visitor's does:
// Playwright's routing would turn its cache off and hold every request of the site's own for a
// round trip to the test (a page visit about 45 % longer).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { generate } from 'selfsigned';
import { site } from '../../src/generated/site.ts';

const CHECKOUT_SCRIPT = readFileSync(path.join(import.meta.dirname, 'ventrata-checkout.js'), 'utf8');

// The addresses the pages call, as site.yaml names them.
const script = new URL(site.booking.scriptUrl);
const checkout = new URL(site.booking.checkoutUrl);
const map = new URL(site.meetingPoint.mapEmbedUrl);

/** What a stand-in answers for `url`: the provider's script and checkout pages, and the map's
 * embed. Nothing for any other address of the outside (refused). */
function played(url: URL): { type: string; body: string } | undefined {
  if (url.hostname === script.hostname) return { type: 'text/javascript', body: CHECKOUT_SCRIPT };
  if (url.hostname === checkout.hostname)
    return { type: 'text/html', body: '<!doctype html><title>Checkout</title><h1>Checkout stand-in</h1>' };
  if (url.hostname === map.hostname && url.pathname === map.pathname)
    return { type: 'text/html', body: '<!doctype html><title>Map</title><p>Map stand-in</p>' };
  return undefined;
}

/** Whether a stand-in answers `url` (any other outside address finds no host). */
export const playedHere = (url: URL): boolean => played(url) !== undefined;

/** Chromium's `--host-resolver-rules`: the played hosts to this server, the rest to nowhere. */
export function outsideHostRules(port: number): string {
  const hosts = new Set([script.hostname, checkout.hostname, map.hostname]);
  return [
    'EXCLUDE 127.0.0.1',
    'EXCLUDE localhost',
    ...[...hosts].map((host) => `MAP ${host} 127.0.0.1:${port}`),
    'MAP * ~NOTFOUND',
  ].join(', ');
}

/** Starts the stand-ins on a free loopback port; `close` stops them. */
export async function startOutsideStandIns(): Promise<{ port: number; close: () => Promise<void> }> {
  const { private: key, cert } = await generate([{ name: 'commonName', value: 'outside stand-ins' }]);
  const server = createServer({ key, cert }, (request, response) => {
    // The browser names the host it asked for, not this server, in the Host header.
    const answer = played(new URL(request.url ?? '/', `https://${request.headers.host ?? 'unnamed'}`));
    // The provider's CDN lets any site load its script with CORS, as the site does (crossorigin).
    response.writeHead(answer ? 200 : 404, {
      'Content-Type': answer?.type ?? 'text/plain',
      'Access-Control-Allow-Origin': '*',
    });
    response.end(answer?.body ?? 'Not played by the stand-ins');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
