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

const CHECKOUT_SCRIPT = readFileSync(path.join(import.meta.dirname, 'ventrata-checkout.js'), 'utf8');

/** The outside hosts sent here (`*.` covers every subdomain: the provider's CDN among them). */
const HOSTS = ['*.ventrata.com', 'www.google.com'];

/** Whether a stand-in answers `url`: the provider's script and pages, and the map (of Google, its
 * maps only). Anything else of the outside is refused. */
export function playedHere(url: URL): boolean {
  if (url.hostname === 'www.google.com') return url.pathname.startsWith('/maps');
  return url.hostname.endsWith('.ventrata.com');
}

/** Chromium's `--host-resolver-rules`: the played hosts to this server, the rest to nowhere. */
export function outsideHostRules(port: number): string {
  return [
    'EXCLUDE 127.0.0.1',
    'EXCLUDE localhost',
    ...HOSTS.map((host) => `MAP ${host} 127.0.0.1:${port}`),
    'MAP * ~NOTFOUND',
  ].join(', ');
}

function answer(url: URL): { status: number; type: string; body: string } {
  if (!playedHere(url)) return { status: 404, type: 'text/plain', body: 'Not played by the stand-ins' };
  if (url.hostname === 'cdn.checkout.ventrata.com')
    return { status: 200, type: 'text/javascript', body: CHECKOUT_SCRIPT };
  if (url.hostname === 'www.google.com')
    return { status: 200, type: 'text/html', body: '<!doctype html><title>Map</title><p>Map stand-in</p>' };
  return { status: 200, type: 'text/html', body: '<!doctype html><title>Checkout</title><h1>Checkout stand-in</h1>' };
}

/** Starts the stand-ins on a free loopback port; `close` stops them. */
export async function startOutsideStandIns(): Promise<{ port: number; close: () => Promise<void> }> {
  const { private: key, cert } = await generate([{ name: 'commonName', value: 'outside stand-ins' }]);
  const server = createServer({ key, cert }, (request, response) => {
    // The browser names the host it asked for, not this server, in the Host header.
    const { status, type, body } = answer(new URL(request.url ?? '/', `https://${request.headers.host ?? 'unnamed'}`));
    // The provider's CDN lets any site load its script with CORS, as the site does (crossorigin).
    response.writeHead(status, { 'Content-Type': type, 'Access-Control-Allow-Origin': '*' });
    response.end(body);
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
