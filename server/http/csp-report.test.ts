import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, tempDir, type RunningApp } from '../test/helpers.ts';
import { MAX_REPORT_BYTES } from './csp-report.ts';
import { CSP_REPORTS_PER_MINUTE } from '../contact/rate-limit.ts';

let app: RunningApp;
let remove: () => Promise<void>;
beforeAll(async () => {
  const temp = await tempDir();
  remove = temp.remove;
  app = await startApp({ dataDir: temp.dir, trustProxyHops: 1 });
});
afterAll(async () => {
  await app.close();
  await remove();
});

let client = 0;
/** Each call comes from a fresh client address unless one is given (the quota is per client). */
const report = (body: string, type = 'application/csp-report', from = `198.51.100.${++client}`) =>
  fetch(`${app.url}/api/csp-report`, {
    method: 'POST',
    headers: { 'Content-Type': type, 'X-Forwarded-For': from },
    body,
  });
const cspLines = () => app.records.filter((r) => r.msg === 'content security policy blocked resources');
const legacy = (blocked: string) =>
  JSON.stringify({
    'csp-report': {
      'document-uri': 'https://www.example.com/tours/colosseum',
      'blocked-uri': blocked,
      'violated-directive': 'script-src-elem',
    },
  });

describe('POST /api/csp-report', () => {
  it('logs what the policy blocked, for the operator to act on', async () => {
    expect((await report(legacy('https://js.payments.example/3ds.js'))).status).toBe(204);
    expect(cspLines().at(-1)).toMatchObject({
      level: 'warn',
      reports: 1,
      violations: [
        {
          blocked: 'https://js.payments.example/3ds.js',
          directive: 'script-src-elem',
          page: 'https://www.example.com/tours/colosseum',
        },
      ],
    });
  });

  it('reads the Reporting API format, in one line per request however many reports it holds', async () => {
    const body = Array.from({ length: 40 }, (_, i) => ({
      type: 'csp-violation',
      body: {
        blockedURL: `https://frames.payments.example/${i}`,
        effectiveDirective: 'frame-src',
        documentURL: 'https://www.example.com/book-now',
      },
    }));
    const before = app.records.length;
    expect((await report(JSON.stringify(body), 'application/reports+json')).status).toBe(204);
    const lines = app.records.slice(before).filter((r) => r.msg.startsWith('content security policy'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ reports: 40, newViolations: 40 });
    expect(lines[0]?.violations).toHaveLength(5);
  });

  it('logs a repeated violation once per window, counting the repeats', async () => {
    const before = cspLines().length;
    for (let i = 0; i < 5; i++) expect((await report(legacy('https://repeat.example/x.js'))).status).toBe(204);
    expect(cspLines().length - before).toBe(1);
  });

  it('answers 429 without logging once a client has sent its quota', async () => {
    const from = '203.0.113.99';
    const statuses: number[] = [];
    for (let i = 0; i <= CSP_REPORTS_PER_MINUTE; i++) {
      statuses.push((await report(legacy(`https://quota.example/${i}`), undefined, from)).status);
    }
    expect(statuses.slice(0, CSP_REPORTS_PER_MINUTE).every((status) => status === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(cspLines().some((line) => JSON.stringify(line).includes(`quota.example/${CSP_REPORTS_PER_MINUTE}`))).toBe(
      false,
    );
  });

  it.each([
    ['another content type', () => report('{}', 'text/plain'), 415],
    ['a body that is not JSON', () => report('{nope'), 400],
    ['an oversize body', () => report(JSON.stringify({ 'csp-report': { x: 'y'.repeat(MAX_REPORT_BYTES) } })), 413],
    ['GET', () => fetch(`${app.url}/api/csp-report`), 405],
  ])('refuses %s', async (_name, send, status) => {
    expect((await send()).status).toBe(status);
  });

  it('stops reading an oversize body sent without Content-Length', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(4096));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Endless unless the server stops reading: it must answer after about 16 KB.
        if (sent > 64 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${app.url}/api/csp-report`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report', 'X-Forwarded-For': '198.51.100.250' },
      body,
      duplex: 'half',
    } as RequestInit).catch((error: Error) => error);
    // Either the 413 arrives or the server cut the upload; it never read the 64 MB.
    if (response instanceof Response) expect(response.status).toBe(413);
    expect(sent).toBeLessThan(64 * 1024 * 1024);
  });
});
