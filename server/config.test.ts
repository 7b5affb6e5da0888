import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULTS, loadConfig, redactUrl } from './config.ts';

const defaults = { contactEmail: 'info@example.com', siteUrl: 'https://www.example.com' };

function problems(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env, defaults);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('has working defaults', () => {
    expect(loadConfig({}, defaults)).toEqual({
      port: 5000,
      host: '127.0.0.1',
      siteUrl: 'https://www.example.com',
      smtpUrl: undefined,
      mailTo: ['info@example.com'],
      mailFrom: 'info@example.com',
      dataDir: path.resolve('var'),
      trustProxyHops: 0,
      rateLimitPerMinute: 5,
      retryBaseMs: 10_000,
      retryCapMs: 900_000,
      giveUpAfterMs: 259_200_000,
      redisUrl: undefined,
      maxConnections: 500,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 20_000,
      keepAliveTimeoutMs: 5000,
      shutdownGraceMs: 8000,
      healthUndeliveredMs: 1_800_000,
    });
    // The defaults live in one place: every setting loadConfig gives unset is DEFAULTS'.
    const config = loadConfig({}, defaults) as unknown as Record<string, unknown>;
    const shared = Object.entries(DEFAULTS).filter(([key]) => key in config && key !== 'dataDir');
    expect(shared.length).toBeGreaterThan(10);
    for (const [key, value] of shared) expect(config[key], key).toBe(value);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        SITE_URL: 'https://tours.example.org/',
        SMTP_URL: 'smtps://user:pw@mail.example.org:465',
        MAIL_TO: 'a@example.org, b@example.org',
        MAIL_FROM: 'web@example.org',
        DATA_DIR: '/srv/tours',
        TRUST_PROXY_HOPS: '1',
        RATE_LIMIT_PER_MINUTE: '10',
        RETRY_BASE_MS: '1000',
        RETRY_CAP_MS: '60000',
        GIVE_UP_AFTER_MS: '3600000',
        REDIS_URL: 'redis://:pw@127.0.0.1:6379/2',
        MAX_CONNECTIONS: '100',
        HEADERS_TIMEOUT_MS: '5000',
        REQUEST_TIMEOUT_MS: '8000',
        KEEP_ALIVE_TIMEOUT_MS: '2000',
        SHUTDOWN_GRACE_MS: '3000',
        HEALTH_UNDELIVERED_MS: '600000',
      },
      defaults,
    );
    expect(config).toMatchObject({
      port: 8080,
      siteUrl: 'https://tours.example.org',
      mailTo: ['a@example.org', 'b@example.org'],
      dataDir: '/srv/tours',
      trustProxyHops: 1,
      retryCapMs: 60_000,
      redisUrl: 'redis://:pw@127.0.0.1:6379/2',
      maxConnections: 100,
      headersTimeoutMs: 5000,
      requestTimeoutMs: 8000,
      keepAliveTimeoutMs: 2000,
      shutdownGraceMs: 3000,
      healthUndeliveredMs: 600_000,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT: "abc" is not allowed (expected a port number from 0 to 65535)'],
    [{ PORT: '70000' }, 'PORT: "70000" is not allowed (expected a port number from 0 to 65535)'],
    [{ PORT: '-1' }, 'PORT: "-1" is not allowed'],
    [{ SMTP_URL: 'mail.example.org' }, 'SMTP_URL: "mail.example.org" is not allowed (expected smtp://'],
    [{ SMTP_URL: 'http://mail.example.org' }, 'SMTP_URL: "http://mail.example.org" is not allowed'],
    [{ SITE_URL: 'www.example.org' }, 'SITE_URL: "www.example.org" is not allowed'],
    [{ SITE_URL: 'https://www.example.org/rome' }, 'SITE_URL: "https://www.example.org/rome" is not allowed (expected'],
    [{ MAIL_TO: 'office' }, 'MAIL_TO: "office" is not allowed (expected one or more email addresses'],
    [
      { MAIL_FROM: 'a@example.org,b@example.org' },
      'MAIL_FROM: "a@example.org,b@example.org" is not allowed (expected one email address)',
    ],
    [{ TRUST_PROXY_HOPS: 'yes' }, 'TRUST_PROXY_HOPS: "yes" is not allowed'],
    [{ RATE_LIMIT_PER_MINUTE: '0' }, 'RATE_LIMIT_PER_MINUTE: "0" is not allowed'],
    [{ RETRY_BASE_MS: '1.5' }, 'RETRY_BASE_MS: "1.5" is not allowed'],
    [{ RETRY_BASE_MS: '5000', RETRY_CAP_MS: '1000' }, 'RETRY_CAP_MS: 1000 is below RETRY_BASE_MS (5000)'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL: "localhost:6379" is not allowed (expected redis://'],
    [{ REDIS_URL: 'redis://:hunter2@' }, 'REDIS_URL: "redis://:***@" is not allowed'],
    [{ MAX_CONNECTIONS: '0' }, 'MAX_CONNECTIONS: "0" is not allowed'],
    [{ SHUTDOWN_GRACE_MS: '8s' }, 'SHUTDOWN_GRACE_MS: "8s" is not allowed'],
    [
      { HEADERS_TIMEOUT_MS: '30000', REQUEST_TIMEOUT_MS: '20000' },
      'REQUEST_TIMEOUT_MS: 20000 is below HEADERS_TIMEOUT_MS (30000)',
    ],
  ])('refuses %j', (env, problem) => {
    const found = problems(env);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(problem);
  });

  it('reports every problem at once', () => {
    expect(problems({ PORT: 'x', SMTP_URL: 'nope', DATA_DIR: '', MAIL_TO: 'y' }).map((p) => p.split(':')[0])).toEqual([
      'PORT',
      'SMTP_URL',
      'MAIL_TO',
    ]);
  });

  it('never repeats a password from SMTP_URL', () => {
    const [problem] = problems({ SMTP_URL: 'smtp://user:s3cret@mail.example.org:99999' });
    expect(problem).toContain('smtp://user:***@mail.example.org:99999');
    expect(problem).not.toContain('s3cret');
    expect(redactUrl('smtps://u:p%40ss@h:465')).toBe('smtps://u:***@h:465');
  });

  it('hides the whole of a password typed with an unescaped @ or :, which the mailer accepts', () => {
    expect(redactUrl('smtps://user:p@ss@smtp.example.com:465')).toBe('smtps://user:***@smtp.example.com:465');
    expect(redactUrl('smtp://user:a:b@c@h:25/?pool=true')).toBe('smtp://user:***@h:25/?pool=true');
    expect(redactUrl('redis://127.0.0.1:6379/0')).toBe('redis://127.0.0.1:6379/0');
  });
});
