import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, tempDir, type RunningApp } from '../test/helpers.ts';

let app: RunningApp;
let remove: () => Promise<void>;
beforeAll(async () => {
  const temp = await tempDir();
  remove = temp.remove;
  app = await startApp({ dataDir: temp.dir });
});
afterAll(async () => {
  await app.close();
  await remove();
});

const report = (body: string, type = 'application/csp-report') =>
  fetch(`${app.url}/api/csp-report`, { method: 'POST', headers: { 'Content-Type': type }, body });

describe('POST /api/csp-report', () => {
  it('logs what the policy blocked, for the operator to act on', async () => {
    const body = {
      'csp-report': {
        'document-uri': 'https://www.example.com/tours/colosseum',
        'blocked-uri': 'https://js.payments.example/3ds.js',
        'violated-directive': 'script-src-elem',
      },
    };
    expect((await report(JSON.stringify(body))).status).toBe(204);
    expect(app.records.find((r) => r.msg === 'content security policy blocked a resource')).toMatchObject({
      level: 'warn',
      blocked: 'https://js.payments.example/3ds.js',
      directive: 'script-src-elem',
      page: 'https://www.example.com/tours/colosseum',
    });
  });

  it('reads the Reporting API format too', async () => {
    const body = [
      {
        type: 'csp-violation',
        body: {
          blockedURL: 'https://frames.payments.example/',
          effectiveDirective: 'frame-src',
          documentURL: 'https://www.example.com/book-now',
        },
      },
    ];
    expect((await report(JSON.stringify(body), 'application/reports+json')).status).toBe(204);
    expect(
      app.records.some((r) => r.blocked === 'https://frames.payments.example/' && r.directive === 'frame-src'),
    ).toBe(true);
  });

  it.each([
    ['another content type', () => report('{}', 'text/plain'), 415],
    ['a body that is not JSON', () => report('{nope'), 400],
    ['an oversize body', () => report(JSON.stringify({ 'csp-report': { x: 'y'.repeat(9000) } })), 413],
    ['GET', () => fetch(`${app.url}/api/csp-report`), 405],
  ])('refuses %s', async (_name, send, status) => {
    expect((await send()).status).toBe(status);
  });
});
