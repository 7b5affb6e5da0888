// The prerendered site through the server: statuses, encodings, caching and security headers,
// over a small fixture with the build's layout (the browser tests cover the real build).
import { createHash } from 'node:crypto';
import { readFile, utimes, writeFile } from 'node:fs/promises';
import { request, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteInfo } from '../site-info.ts';
import { FIXTURE_FILES, INLINE_SCRIPT, INLINE_STYLE, makeFixtureSite } from '../test/fixture-site.ts';
import { startApp, tempDir, type RunningApp } from '../test/helpers.ts';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let site: Awaited<ReturnType<typeof tempDir>>;
let data: Awaited<ReturnType<typeof tempDir>>;
let app: RunningApp;
let proxied: RunningApp;
let plainHttp: RunningApp;

beforeAll(async () => {
  site = await tempDir('site-');
  data = await tempDir();
  const distDir = await makeFixtureSite(site.dir);
  app = await startApp({ dataDir: data.dir, distDir });
  // The default SITE_URL (site.yaml) is https://; a local run may set an http:// one.
  const local = 'http://localhost:5000';
  proxied = await startApp({ dataDir: data.dir, distDir, trustProxyHops: 1, siteUrl: local });
  plainHttp = await startApp({ dataDir: data.dir, distDir, siteUrl: local });
});
afterAll(async () => {
  await app.close();
  await proxied.close();
  await plainHttp.close();
  await site.remove();
  await data.remove();
});

/** A raw GET (fetch would decompress the body and hide Content-Encoding). */
function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const text = (answer: Answer) => answer.body.toString('utf8');

/** The Content-Security-Policy's directives, by name. */
const csp = (answer: Answer) =>
  new Map(
    String(answer.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );

describe('routes', () => {
  it.each([
    ['/', 200, 'Home'],
    ['/tours', 200, 'Tours'],
    ['/tours/colosseum', 200, 'Colosseum Tour'],
    ['/tours/atlantis', 404, 'Tour Information Page - Coming Soon'],
    ['/book/atlantis', 404, 'Booking Page - Coming Soon'],
    ['/no/such/page', 404, 'Page Not Found'],
    ['/tours/colosseum/extra', 404, 'Page Not Found'],
    ['/placeholders/tour.html', 404, 'Page Not Found'],
    ['/404.html', 404, 'Page Not Found'],
    ['/assets/missing-abc.js', 404, 'Page Not Found'],
    ['/.env', 404, 'Page Not Found'],
    ['/%2e%2e/%2e%2e/etc/passwd', 404, 'Page Not Found'],
    ['/%E0%A4%A', 404, 'Page Not Found'],
  ])('GET %s → %i (%s)', async (route, status, title) => {
    const answer = await get(`${app.url}${route}`);
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(text(answer)).toContain(`<h1>${title}</h1>`);
  });

  it.each([
    ['/tours/', '/tours'],
    ['/tours/colosseum/?lang=es', '/tours/colosseum?lang=es'],
    ['//evil.example/', '/evil.example'],
    ['/index.html', '/'],
    ['/tours/colosseum/index.html?x=1', '/tours/colosseum?x=1'],
    // A tour's booking is on its page.
    ['/book/colosseum', '/tours/colosseum#book'],
  ])('redirects %s permanently to %s', async (route, location) => {
    const answer = await get(`${app.url}${route}`);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(location);
  });

  it('answers HEAD without a body and POST to a page with 405', async () => {
    const head = await get(`${app.url}/`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(FIXTURE_FILES['index.html'] as string));
    const postAnswer = await get(`${app.url}/tours`, {}, 'POST');
    expect(postAnswer.status).toBe(405);
    expect(postAnswer.headers.allow).toBe('GET, HEAD');
  });
});

describe('precompressed files', () => {
  const original = () => readFile(path.join(site.dir, 'client', 'assets/index-BxY12abc.js'));

  it.each([
    ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
    ['br;q=0.5, gzip', 'gzip', zlib.gunzipSync],
    ['gzip', 'gzip', zlib.gunzipSync],
  ])('Accept-Encoding: %s → %s', async (accept, encoding, decompress) => {
    const answer = await get(`${app.url}/assets/index-BxY12abc.js`, { 'Accept-Encoding': accept });
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(decompress(answer.body).equals(await original())).toBe(true);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const answer = await get(`${app.url}/assets/index-BxY12abc.js`, { 'Accept-Encoding': 'identity' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.equals(await original())).toBe(true);
  });

  it('compresses the 404 pages too', async () => {
    const answer = await get(`${app.url}/tours/atlantis`, { 'Accept-Encoding': 'br' });
    expect(answer.status).toBe(404);
    expect(zlib.brotliDecompressSync(answer.body).toString()).toContain('Coming Soon');
  });
});

describe('caching', () => {
  it('serves a file changed on disk at the next request (e.g. after a new build)', async () => {
    const file = path.join(site.dir, 'client', 'changing.txt');
    await writeFile(file, 'first build');
    expect(text(await get(`${app.url}/changing.txt`))).toBe('first build');
    await writeFile(file, 'second build, longer');
    expect(text(await get(`${app.url}/changing.txt`))).toBe('second build, longer');
  });

  it("serves a rebuilt page with the new build's CSP hashes", async () => {
    const manifestFile = path.join(site.dir, 'pages.json');
    const pageFile = path.join(site.dir, 'client', 'styled', 'index.html');
    const [manifest, page] = await Promise.all([readFile(manifestFile, 'utf8'), readFile(pageFile, 'utf8')]);
    const style = 'body{color:navy}';
    const hash = `sha256-${createHash('sha256').update(style).digest('base64')}`;
    expect(csp(await get(`${app.url}/styled`)).get('style-src')).not.toContain(`'${hash}'`);
    try {
      await writeFile(pageFile, page.replace(INLINE_STYLE, style));
      const entries = JSON.parse(manifest) as Array<{ path: string; hashes: { styles: string[] } }>;
      entries.find((entry) => entry.path === '/styled')!.hashes.styles = [hash];
      await writeFile(manifestFile, JSON.stringify(entries));
      expect(csp(await get(`${app.url}/styled`)).get('style-src')).toContain(`'${hash}'`);
    } finally {
      await Promise.all([writeFile(manifestFile, manifest), writeFile(pageFile, page)]);
    }
  });

  it('ignores a precompressed sibling older than its file', async () => {
    const file = path.join(site.dir, 'client', 'stale.txt');
    await writeFile(file, 'new text');
    await writeFile(`${file}.br`, zlib.brotliCompressSync('old text'));
    await utimes(`${file}.br`, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    const answer = await get(`${app.url}/stale.txt`, { 'Accept-Encoding': 'br' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(text(answer)).toBe('new text');
  });

  it.each([
    ['/assets/index-BxY12abc.js', 'public, max-age=31536000, immutable'],
    ['/img/colosseum.0123456789-640.webp', 'public, max-age=31536000, immutable'],
    ['/', 'no-cache'],
    ['/tours/colosseum', 'no-cache'],
    ['/no/such/page', 'no-cache'],
    ['/robots.txt', 'public, max-age=3600'],
  ])('%s → Cache-Control: %s', async (route, cacheControl) => {
    expect((await get(`${app.url}${route}`)).headers['cache-control']).toBe(cacheControl);
  });

  it('sends validators and answers a revalidation with 304', async () => {
    const first = await get(`${app.url}/tours`, { 'Accept-Encoding': 'br' });
    expect(first.headers.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(first.headers['last-modified']).toEqual(expect.any(String));
    const again = await get(`${app.url}/tours`, {
      'Accept-Encoding': 'br',
      'If-None-Match': first.headers.etag as string,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const plain = await get(`${app.url}/tours`, { 'Accept-Encoding': 'identity' });
    expect(plain.headers.etag).not.toBe(first.headers.etag);
  });
});

describe('security headers', () => {
  it.each(['/', '/tours/colosseum', '/assets/index-BxY12abc.js', '/no/such/page', '/api/send-email'])(
    'are all sent with %s',
    async (route) => {
      const answer = await get(`${app.url}${route}`);
      const policy = csp(answer);
      expect(policy.get('default-src')).toEqual(["'none'"]);
      expect(policy.get('script-src')).toContain("'self'");
      expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
      expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(policy.get('style-src')).not.toContain("'unsafe-inline'");
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(answer.headers['permissions-policy']).toMatch(/^accelerometer=\(\), .*camera=\(\), .*payment=\(self /);
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    },
  );

  it('allows exactly the third parties named in site.yaml', async () => {
    const policy = csp(await get(`${app.url}/`));
    const origin = (url: string) => new URL(url).origin;
    expect(policy.get('script-src')).toEqual(["'self'", origin(siteInfo.csp.bookingScriptUrl)]);
    expect(policy.get('frame-src')).toEqual(
      expect.arrayContaining([
        origin(siteInfo.csp.mapEmbedUrl),
        origin(siteInfo.csp.bookingCheckoutUrl),
        'https://*.ventrata.com',
      ]),
    );
    expect(policy.get('connect-src')).toContain('https://*.ventrata.com');
    // Photos, testimonial avatars included, are served by the site itself.
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https://*.ventrata.com']);
  });

  it('allows an inline script by its hash, never by unsafe-inline', async () => {
    const hash = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;
    expect(csp(await get(`${app.url}/inline`)).get('script-src')).toContain(hash);
    expect(csp(await get(`${app.url}/`)).get('script-src')).not.toContain(hash);
  });

  it('allows an inline <style> element by its hash, never by unsafe-inline', async () => {
    const hash = `'sha256-${createHash('sha256').update(INLINE_STYLE).digest('base64')}'`;
    const styled = csp(await get(`${app.url}/styled`));
    expect(styled.get('style-src')).toContain(hash);
    expect(styled.get('style-src')).not.toContain("'unsafe-inline'");
    expect(styled.get('script-src')).not.toContain(hash);
    expect(csp(await get(`${app.url}/`)).get('style-src')).not.toContain(hash);
  });

  it('sends HSTS on every answer when SITE_URL is https, even when the proxy in front is not trusted', async () => {
    const direct = await get(`${app.url}/api/no-such-thing`);
    expect(direct.status).toBe(404);
    expect(direct.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('with an http SITE_URL, sends HSTS only behind a trusted proxy that says the request came over HTTPS', async () => {
    const viaProxy = await get(`${proxied.url}/`, { 'X-Forwarded-Proto': 'https' });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await get(`${proxied.url}/`)).headers['strict-transport-security']).toBeUndefined();
    // Without a trusted proxy the header could come from anyone: no HSTS.
    const direct = await get(`${plainHttp.url}/`, { 'X-Forwarded-Proto': 'https' });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('logs', () => {
  it('writes one JSON line per request', async () => {
    const before = app.records.filter((record) => record.msg === 'request').length;
    await get(`${app.url}/tours?secret=1`, { 'Accept-Encoding': 'br' });
    const lines = app.records.filter((record) => record.msg === 'request');
    expect(lines).toHaveLength(before + 1);
    expect(lines.at(-1)).toMatchObject({ method: 'GET', path: '/tours', status: 200, encoding: 'br', ip: '127.0.0.1' });
    expect(JSON.stringify(lines.at(-1))).not.toContain('secret');
  });
});
