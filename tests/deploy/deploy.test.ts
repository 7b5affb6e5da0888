// The production setup of deploy/ with the real parts: Caddy (deploy/Caddyfile) in front of two
// instances of the server sharing their rate limits through Redis, everything on 127.0.0.1.
// What a visitor gets through the proxy is compared with what an instance sends directly.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { ClientHttp2Session } from 'node:http2';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CONTACT_API_PATH } from '../../src/lib/contact-api.ts';
import type { DeparturesReply } from '../../src/lib/departures-api.ts';
import { connectH2, h1Request, h2Request, type Answer } from './http.ts';
import { toursConfig } from '../../src/generated/tours.ts';
import { startOctoStandIn, type OctoStandIn } from '../stand-ins/octo-provider.ts';
import { DEFAULTS } from '../../server/config.ts';
import { CADDYFILE, RATE_LIMIT_PER_MINUTE, startStack, waitUntil, type Stack } from './stack.ts';

const tools = inject('deployTools');
const missing = 'missing' in tools ? tools.missing : undefined;
const root = path.resolve(import.meta.dirname, '../..');
const HSTS = 'max-age=31536000; includeSubDomains';

/** Headers every answer carries, set by the server and passed through by Caddy unchanged. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-resource-policy',
  'cross-origin-opener-policy',
  'x-frame-options',
  'permissions-policy',
];

describe.skipIf(missing !== undefined)('production setup: Caddy in front of two instances and Redis', () => {
  let stack: Stack;
  let session: ClientHttp2Session;
  let provider: OctoStandIn;
  const get = (route: string, headers: Record<string, string> = {}) => h2Request(session, route, headers);
  const direct = (route: string, headers: Record<string, string> = {}) =>
    h1Request(`${stack.instances[0].url}${route}`, headers);

  beforeAll(async () => {
    if ('missing' in tools) return;
    provider = await startOctoStandIn();
    stack = await startStack(tools, { octo: { url: provider.url, token: provider.token } });
    session = await connectH2(stack.httpsPort, stack.caCertFile);
  });
  afterAll(async () => {
    session?.close();
    await stack?.stop();
    await provider?.close();
  });

  it('negotiates HTTP/2 over TLS with a certificate for the host, and offers HTTP/3', async () => {
    expect(session.alpnProtocol).toBe('h2');
    const answer = await get('/healthz');
    expect(answer.status).toBe(200);
    expect(answer.headers['alt-svc']).toMatch(new RegExp(`h3=":${stack.httpsPort}"`));
  });

  it('redirects http to https permanently, keeping the path and query', async () => {
    const answer = await h1Request(`http://127.0.0.1:${stack.httpPort}/tours/colosseum?lang=es`, {
      Host: `localhost:${stack.httpPort}`,
    });
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe(`${stack.siteUrl}/tours/colosseum?lang=es`);
  });

  it.each(['/', '/tours/colosseum', asset('assets', '.js'), asset('img', '.webp'), '/robots.txt', '/no/such/page'])(
    '%s arrives as the server compressed and labelled it, byte for byte',
    async (route) => {
      const headers = { 'accept-encoding': 'gzip, deflate, br' };
      const [proxied, own] = [await get(route, headers), await direct(route, headers)];
      expect(proxied.status).toBe(own.status);
      for (const name of ['content-type', 'content-encoding', 'cache-control', 'etag', 'last-modified', 'vary']) {
        expect([name, proxied.headers[name]]).toEqual([name, own.headers[name]]);
      }
      expect(proxied.body.equals(own.body)).toBe(true);
    },
  );

  it('sends the pages brotli-compressed and revalidated on each visit, assets cached for a year', async () => {
    const page = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    const script = await get(asset('assets', '.js'), { 'accept-encoding': 'br' });
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const revalidated = await get('/', { 'accept-encoding': 'br', 'if-none-match': String(page.headers.etag) });
    expect(revalidated.status).toBe(304);
  });

  it.each(['/', '/tours/colosseum', asset('assets', '.js'), '/no/such/page', '/api/no-such-endpoint'])(
    '%s carries HSTS and every security header intact',
    async (route) => {
      const [proxied, own] = [await get(route), await direct(route)];
      expect(proxied.headers['strict-transport-security']).toBe(HSTS);
      for (const name of SECURITY_HEADERS) {
        expect([name, proxied.headers[name]]).toEqual([name, own.headers[name]]);
      }
    },
  );

  it("gets grade A+ from Mozilla's HTTP Observatory", () => {
    const scan = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'tests/deploy/observatory-scan.ts',
        'localhost',
        String(stack.httpPort),
        String(stack.httpsPort),
      ],
      { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_EXTRA_CA_CERTS: stack.caCertFile }, timeout: 50_000 },
    );
    expect(scan.stderr).toBe('');
    const result = JSON.parse(scan.stdout) as {
      grade: string;
      score: number;
      tests: Record<string, { result: string; modifier: number; pass: boolean }>;
    };
    console.log(`[deploy] HTTP Observatory: ${result.grade}, score ${result.score}`);
    for (const [name, test] of Object.entries(result.tests)) {
      console.log(`  ${name.padEnd(32)} ${String(test.modifier).padStart(3)}  ${test.result}`);
    }
    expect(result.grade).toBe('A+');
    expect(Object.entries(result.tests).filter(([, test]) => !test.pass)).toEqual([]);
    // The certificate was checked, and http goes to https on the same host.
    expect(result.tests.redirection?.result).toBe('redirection-to-https');
    expect(result.tests['content-security-policy']?.result).toBe('csp-implemented-with-no-unsafe-default-src-none');
  });

  it("accepts a form post and stores it in one instance's outbox with the client's real address", async () => {
    const answer = await postMessage({ 'x-forwarded-for': '203.0.113.7' });
    expect(answer.status).toBe(202);
    const { id } = JSON.parse(answer.body.toString('utf8')) as { id: string };
    // The delivery worker may already have moved it from outbox/ to sent/.
    const stored = stack.instances.flatMap((instance) =>
      ['outbox', 'sent']
        .map((folder) => path.join(instance.dataDir, folder, `${id}.json`))
        .filter((file) => existsSync(file)),
    );
    expect(stored).toHaveLength(1);
    const message = JSON.parse(readFileSync(stored[0] as string, 'utf8')) as { client: { ip: string } };
    expect(message.client.ip).toBe('127.0.0.1');
  });

  it('holds the rate limit across both instances, whatever X-Forwarded-For the client sends', async () => {
    const before = stack.instances.map((instance) => posts(instance.requests()).length);
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT_PER_MINUTE * 2 + 2; i += 1) {
      const answer = await postMessage({ 'x-forwarded-for': `198.51.100.${i + 1}` });
      statuses.push(answer.status);
      if (answer.status === 429) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Both instances took part of the burst…
    const handled = stack.instances.map((instance, index) => posts(instance.requests()).length - (before[index] ?? 0));
    expect(handled.every((count) => count > 0)).toBe(true);
    // …and together accepted no more than one client's quota (one message went in the test before).
    expect(statuses.filter((status) => status === 202).length).toBeLessThanOrEqual(RATE_LIMIT_PER_MINUTE - 1);
    expect(new Set(statuses.filter((status) => status !== 202))).toEqual(new Set([429]));
    // Every request was seen as coming from the one real client.
    const ips = stack.instances.flatMap((instance) => posts(instance.requests()).map((record) => record.ip));
    expect(new Set(ips)).toEqual(new Set(['127.0.0.1']));
  });

  it('shares live departures between the instances through Redis: the provider is asked once for both', async () => {
    const tour = toursConfig.tours.find((candidate) => candidate.booking?.products.en)!;
    provider.answer = {
      kind: 'departures',
      departures: ({ localDateStart }) => [
        { start: `${localDateStart}T23:30:00+01:00`, status: 'LIMITED', vacancies: 2 },
      ],
    };
    const route = `/api/departures?tour=${tour.slug}&language=en`;
    const first = await h1Request(`${stack.instances[0].url}${route}`);
    expect(first.status).toBe(200);
    const calls = provider.calls.length;
    expect(calls).toBe(2); // the product, then its availability
    const departures = (answer: Answer) => (JSON.parse(answer.body.toString()) as DeparturesReply).departures;
    for (const instance of [stack.instances[1], stack.instances[0], stack.instances[1]])
      expect(departures(await h1Request(`${instance.url}${route}`))).toEqual(departures(first));
    expect(provider.calls).toHaveLength(calls);
    expect(stack.redisCli('EXISTS', `departures:${tour.booking!.products.en}`).trim()).toBe('1');
    // Through Caddy too, and the key is in no answer and no log line.
    const proxied = await get(route);
    expect(proxied.status).toBe(200);
    expect(proxied.body.toString() + JSON.stringify(proxied.headers)).not.toContain(provider.token);
    for (const instance of stack.instances) expect(instance.child.lines.join('\n')).not.toContain(provider.token);
    expect(provider.violations).toEqual([]);
  });

  it('closes an idle connection to an instance before the instance does (no 502 for a POST sent into it)', () => {
    if ('missing' in tools) return;
    const adapted = spawnSync(tools.caddy, ['adapt', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, SITE_HOST: 'localhost', CADDY_TLS: 'internal' },
    });
    expect(adapted.status, adapted.stderr).toBe(0);
    const idleTimeouts = [...adapted.stdout.matchAll(/"idle_timeout":(\d+)/g)].map((match) => Number(match[1]) / 1e6);
    expect(idleTimeouts).toHaveLength(1);
    expect(idleTimeouts[0]).toBeLessThan(DEFAULTS.keepAliveTimeoutMs);
  });

  it('writes the access log to its file', () => {
    const lines = readFileSync(stack.accessLog, 'utf8').trim().split('\n');
    const entries = lines.map(
      (line) => JSON.parse(line) as { request: { uri: string; proto: string }; status: number },
    );
    expect(entries.some((entry) => entry.request.uri === '/healthz' && entry.request.proto === 'HTTP/2.0')).toBe(true);
  });

  it('loses no request while one instance stops (SIGTERM)', async () => {
    const [stopping, staying] = stack.instances;
    const statuses: number[] = [];
    const pages = ['/', '/tours', '/tours/colosseum', asset('assets', '.js')];
    let exited = false;
    const exit = stopping.child.exited.then((code) => {
      exited = true;
      return code;
    });
    let servedAfterExit = 0;
    let round = 0;
    // Four requests at a time: some are in flight at the stopping instance when SIGTERM lands.
    while (servedAfterExit < 40) {
      const batch = await Promise.all(pages.map((route) => get(route, { 'accept-encoding': 'br' })));
      statuses.push(...batch.map((answer) => answer.status));
      round += 1;
      if (round === 5) {
        expect(pages.some((route) => stopping.requests().some((record) => record.path === route))).toBe(true);
        stopping.child.process.kill('SIGTERM');
      }
      if (exited) servedAfterExit += batch.length;
      if (round > 2000) throw new Error('the stopping instance never exited');
    }
    expect(await exit).toBe(0);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const total = staying.requests().length;
    await get('/tours');
    await waitUntil(() => staying.requests().length > total, 'the remaining instance to log the request');
  });

  async function postMessage(headers: Record<string, string>): Promise<Answer> {
    const body = JSON.stringify({
      name: 'Ann Visitor',
      email: 'ann@example.org',
      subject: 'Colosseum tour for four',
      message: 'Hello, is there a tour in German on Saturday?',
      website: '',
      shownAt: Date.now() - 10_000,
    });
    return h2Request(
      session,
      CONTACT_API_PATH,
      { 'content-type': 'application/json', origin: stack.siteUrl, ...headers },
      body,
    );
  }

  function posts(records: ReturnType<Stack['instances'][0]['requests']>) {
    return records.filter((record) => record.method === 'POST' && record.path === CONTACT_API_PATH);
  }
});

/** The largest built file in dist/client/<folder> with this extension (names carry a hash). */
function asset(folder: string, extension: string): string {
  const dir = path.join(root, 'dist/client', folder);
  const files = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith(extension)) : [];
  const size = (file: string) => statSync(path.join(dir, file)).size;
  const largest = files.sort((a, b) => size(b) - size(a))[0];
  return `/${folder}/${largest ?? `missing${extension}`}`;
}
