// The server's settings, read from the environment once and checked all at once: every mistake
// is reported together, each naming the variable, the value given and what is allowed.
import path from 'node:path';
import { isEmailAddress } from './email-address.ts';

export interface ServerConfig {
  /** PORT: where to listen (0 = any free port). */
  port: number;
  /** HOST: the interface to listen on. */
  host: string;
  /** SITE_URL: the public origin; requests from it are same-site even behind a rewriting proxy. */
  siteUrl: string;
  /** SMTP_URL: smtp:// or smtps:// URL; undefined = write `.eml` files under DATA_DIR/mail. */
  smtpUrl: string | undefined;
  /** MAIL_TO: the recipients of contact messages (comma-separated in the variable). */
  mailTo: string[];
  /** MAIL_FROM: the sender address the SMTP server accepts for this site. */
  mailFrom: string;
  /** DATA_DIR: absolute path of the outbox, sent, failed, spam and mail folders. */
  dataDir: string;
  /** TRUST_PROXY_HOPS: reverse proxies in front of the server whose X-Forwarded-* are trusted. */
  trustProxyHops: number;
  /** RATE_LIMIT_PER_MINUTE: contact messages one client may send a minute. */
  rateLimitPerMinute: number;
  /** RETRY_BASE_MS, RETRY_CAP_MS: first and longest wait between delivery attempts. */
  retryBaseMs: number;
  retryCapMs: number;
  /** GIVE_UP_AFTER_MS: age after which an undeliverable message moves to DATA_DIR/failed. */
  giveUpAfterMs: number;
  /** REDIS_URL: share rate limits between instances through Redis; undefined = in memory. */
  redisUrl: string | undefined;
  /** MAX_CONNECTIONS: open connections beyond this are refused at once. */
  maxConnections: number;
  /** HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS: cut slow or idle clients. */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** SHUTDOWN_GRACE_MS: how long SIGTERM waits for requests and the delivery in progress. */
  shutdownGraceMs: number;
  /** HEALTH_UNDELIVERED_MS: /healthz says 503 when nothing was delivered for this long while mail waits. */
  healthUndeliveredMs: number;
  /** OCTO_API_URL and OCTO_API_TOKEN: the booking provider's OCTO API, for live departures;
   * undefined (both unset) = no request to the provider. */
  octo: { url: string; token: string } | undefined;
}

/** Values taken from site.yaml when the environment does not set them. */
export interface ConfigDefaults {
  contactEmail: string;
  siteUrl: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

/**
 * The server's defaults, in one place: every other module (app.ts, tests, the bench) takes
 * them from here. Values a visitor never notices, an operator rarely needs to change.
 */
export const DEFAULTS = {
  port: 5000,
  host: '127.0.0.1',
  dataDir: './var',
  trustProxyHops: 0,
  rateLimitPerMinute: 5,
  retryBaseMs: 10 * SECOND,
  retryCapMs: 15 * MINUTE,
  giveUpAfterMs: 3 * DAY,
  // Enough for a busy small site; each connection costs a file descriptor (ulimit is often 1024).
  maxConnections: 500,
  // A person's browser sends headers and a contact form in milliseconds; only a trickling
  // client (or an attack holding sockets open) reaches these.
  headersTimeoutMs: 10 * SECOND,
  requestTimeoutMs: 20 * SECOND,
  keepAliveTimeoutMs: 5 * SECOND,
  // Below Docker's (10 s) and systemd's (90 s) kill timeouts, so the exit is ours, not a SIGKILL.
  shutdownGraceMs: 8 * SECOND,
  healthUndeliveredMs: 30 * MINUTE,
  // Each wait on the SMTP server is capped, so a dead one never holds a delivery for minutes.
  smtpConnectionTimeoutMs: 10 * SECOND,
  smtpSocketTimeoutMs: 30 * SECOND,
  // Message ids scheduled in memory at once (~1 MB); a larger outbox waits on disk for its turn.
  maxQueued: 10_000,
  // The booking provider's OCTO API: a page never waits on it, so a slow answer is dropped early.
  octoTimeoutMs: 2 * SECOND,
} as const;

export function loadConfig(env: NodeJS.ProcessEnv, defaults: ConfigDefaults): ServerConfig {
  const problems: string[] = [];
  const read = new Reader(env, problems);

  const ms = 'a whole number of milliseconds';
  const config: ServerConfig = {
    port: read.integer('PORT', DEFAULTS.port, 0, 65535, 'a port number'),
    host: read.text('HOST', DEFAULTS.host),
    siteUrl: read.url('SITE_URL', defaults.siteUrl),
    smtpUrl: read.smtpUrl('SMTP_URL'),
    mailTo: read.addresses('MAIL_TO', defaults.contactEmail),
    mailFrom: read.addresses('MAIL_FROM', defaults.contactEmail, { single: true })[0] ?? '',
    dataDir: path.resolve(read.text('DATA_DIR', DEFAULTS.dataDir)),
    trustProxyHops: read.integer(
      'TRUST_PROXY_HOPS',
      DEFAULTS.trustProxyHops,
      0,
      10,
      'a number of trusted reverse proxies',
    ),
    rateLimitPerMinute: read.integer(
      'RATE_LIMIT_PER_MINUTE',
      DEFAULTS.rateLimitPerMinute,
      1,
      1_000_000,
      'a number of messages a minute',
    ),
    retryBaseMs: read.integer('RETRY_BASE_MS', DEFAULTS.retryBaseMs, 1, DAY, ms),
    retryCapMs: read.integer('RETRY_CAP_MS', DEFAULTS.retryCapMs, 1, 7 * DAY, ms),
    giveUpAfterMs: read.integer('GIVE_UP_AFTER_MS', DEFAULTS.giveUpAfterMs, 1, 365 * DAY, ms),
    redisUrl: read.redisUrl('REDIS_URL'),
    maxConnections: read.integer('MAX_CONNECTIONS', DEFAULTS.maxConnections, 1, 1_000_000, 'a number of connections'),
    headersTimeoutMs: read.integer('HEADERS_TIMEOUT_MS', DEFAULTS.headersTimeoutMs, 100, 10 * MINUTE, ms),
    requestTimeoutMs: read.integer('REQUEST_TIMEOUT_MS', DEFAULTS.requestTimeoutMs, 100, 10 * MINUTE, ms),
    keepAliveTimeoutMs: read.integer('KEEP_ALIVE_TIMEOUT_MS', DEFAULTS.keepAliveTimeoutMs, 100, 10 * MINUTE, ms),
    shutdownGraceMs: read.integer('SHUTDOWN_GRACE_MS', DEFAULTS.shutdownGraceMs, 0, 10 * MINUTE, ms),
    healthUndeliveredMs: read.integer('HEALTH_UNDELIVERED_MS', DEFAULTS.healthUndeliveredMs, SECOND, 7 * DAY, ms),
    octo: read.octo('OCTO_API_URL', 'OCTO_API_TOKEN'),
  };
  if (problems.length === 0 && config.retryCapMs < config.retryBaseMs) {
    problems.push(
      `RETRY_CAP_MS: ${config.retryCapMs} is below RETRY_BASE_MS (${config.retryBaseMs}); the cap must be at least the first wait`,
    );
  }
  if (problems.length === 0 && config.requestTimeoutMs < config.headersTimeoutMs) {
    // Node refuses this combination at listen time; say it in the operator's terms instead.
    problems.push(
      `REQUEST_TIMEOUT_MS: ${config.requestTimeoutMs} is below HEADERS_TIMEOUT_MS (${config.headersTimeoutMs}); a request includes its headers`,
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

export const ORIGIN_EXPECTED =
  'an http:// or https:// origin such as https://www.example.com, without a path: the site is served at its root';

/** The origin (`https://host[:port]`) of an http(s) URL that is one (a trailing slash at most),
 * or undefined: a path would be dropped from every address the site writes. */
export function parseOrigin(value: string): string | undefined {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return undefined;
  return url.pathname === '/' && !url.search && !url.hash ? url.origin : undefined;
}

/** A URL (SMTP_URL, REDIS_URL) without its password, for logs and error messages. */
export function redactUrl(value: string): string {
  // The password runs to the authority's last @: one typed unescaped (p@ss) would show in part.
  return value.replace(/(\/\/[^/@:]*:)[^/?#]*@/, '$1***@');
}

class Reader {
  constructor(
    private readonly env: NodeJS.ProcessEnv,
    private readonly problems: string[],
  ) {}

  private raw(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === '' ? undefined : value;
  }

  private fail(name: string, value: string, allowed: string): void {
    this.problems.push(`${name}: ${JSON.stringify(value)} is not allowed (expected ${allowed})`);
  }

  text(name: string, fallback: string): string {
    return this.raw(name) ?? fallback;
  }

  integer(name: string, fallback: number, min: number, max: number, what: string): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (Number.isSafeInteger(number) && number >= min && number <= max) return number;
    this.fail(name, value, `${what} from ${min} to ${max}`);
    return fallback;
  }

  url(name: string, fallback: string): string {
    const value = this.raw(name) ?? fallback;
    const origin = parseOrigin(value);
    if (origin) return origin;
    this.fail(name, value, ORIGIN_EXPECTED);
    return fallback;
  }

  smtpUrl(name: string): string | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    const url = URL.canParse(value) ? new URL(value) : undefined;
    if (url && (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '') return value;
    this.fail(
      name,
      redactUrl(value),
      'smtp://user:password@host:587 or smtps://user:password@host:465, or unset to write .eml files',
    );
    return undefined;
  }

  redisUrl(name: string): string | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    const url = URL.canParse(value) ? new URL(value) : undefined;
    if (url && (url.protocol === 'redis:' || url.protocol === 'rediss:') && url.hostname !== '') return value;
    this.fail(
      name,
      redactUrl(value),
      'redis://[:password@]host:6379[/db] or rediss://… for TLS, or unset to keep limits in memory',
    );
    return undefined;
  }

  /** Both or neither: a URL without its key (or a key without its URL) is a mistake. The key
   * itself is never repeated in a message. */
  octo(urlName: string, tokenName: string): { url: string; token: string } | undefined {
    const url = this.raw(urlName);
    const token = this.raw(tokenName);
    if (url === undefined && token === undefined) return undefined;
    if (url === undefined || token === undefined) {
      const [set, unset] = url === undefined ? [tokenName, urlName] : [urlName, tokenName];
      this.problems.push(`${unset}: is not set, but ${set} is (set both for live departures, or neither)`);
      return undefined;
    }
    const parsed = URL.canParse(url) ? new URL(url) : undefined;
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.username || parsed.password) {
      this.fail(urlName, redactUrl(url), "the provider's OCTO base URL, such as https://api.ventrata.com/octo");
      return undefined;
    }
    if (/\s/.test(token)) {
      this.problems.push(`${tokenName}: contains white space (expected the provider's API key, as given)`);
      return undefined;
    }
    return { url: url.replace(/\/+$/, ''), token };
  }

  addresses(name: string, fallback: string, { single = false } = {}): string[] {
    const value = this.raw(name) ?? fallback;
    const list = value.split(',').map((address) => address.trim());
    if ((!single || list.length === 1) && list.every(isEmailAddress)) return list;
    this.fail(name, value, single ? 'one email address' : 'one or more email addresses separated by commas');
    return [];
  }
}
