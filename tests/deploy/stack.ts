// The production setup on 127.0.0.1: Redis, two instances of the Node server as the systemd
// unit runs them (NODE_ENV=production, TRUST_PROXY_HOPS=1, each its own DATA_DIR), and Caddy
// with deploy/Caddyfile in front, its certificates from its own CA (CADDY_TLS=internal) and
// its storage in a temporary folder, so nothing outside that folder is touched.
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, start, stopAll, type Child } from './processes.ts';
import type { Services } from '../../scripts/find-services.ts';

const root = path.resolve(import.meta.dirname, '../..');
export const CADDYFILE = path.join(root, 'deploy/Caddyfile');
export const RATE_LIMIT_PER_MINUTE = 4;

export interface Instance {
  child: Child;
  port: number;
  url: string;
  dataDir: string;
  /** The request log lines (JSON) this instance has written so far. */
  requests(): Array<{ method: string; path: string; status: number; ip: string }>;
}

export interface Stack {
  dir: string;
  siteUrl: string;
  httpPort: number;
  httpsPort: number;
  /** Caddy's root certificate, to trust the site's certificate. */
  caCertFile: string;
  accessLog: string;
  instances: [Instance, Instance];
  caddy: Child;
  redisCli(...args: string[]): string;
  stop(): Promise<void>;
}

/** The booking provider's OCTO API the instances ask for live departures (a stand-in). */
export interface StackOptions {
  octo?: { url: string; token: string };
}

export async function startStack(tools: Services, options: StackOptions = {}): Promise<Stack> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'deploy-test-'));
  try {
    return await startIn(dir, tools, options);
  } catch (error) {
    await stopAll();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

async function startIn(dir: string, tools: Services, options: StackOptions): Promise<Stack> {
  const redisPort = await freePort();
  const redis = start(
    'redis',
    tools.redisServer,
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    process.env,
  );
  await redis.waitForLine(/Ready to accept connections/, 'Redis to start');
  const redisCli = (...args: string[]) =>
    spawnSync(tools.redisCli, ['-h', '127.0.0.1', '-p', String(redisPort), ...args], { encoding: 'utf8' }).stdout;

  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const siteUrl = `https://localhost:${httpsPort}`;
  const instances = [
    await startInstance(dir, 'a', redisPort, siteUrl, options),
    await startInstance(dir, 'b', redisPort, siteUrl, options),
  ];
  await Promise.all(instances.map((instance) => instance.child.waitForLine(/"server listening"/, 'the server')));
  // Both instances share the limits only once connected to Redis (until then each counts alone).
  await waitUntil(() => clientCount(redisCli('CLIENT', 'LIST')) >= 2, 'both instances to connect to Redis');

  const xdg = path.join(dir, 'caddy');
  await mkdir(xdg, { recursive: true });
  const accessLog = path.join(dir, 'access.log');
  const caddy = start('caddy', tools.caddy, ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
    PATH: process.env.PATH,
    HOME: xdg,
    XDG_DATA_HOME: path.join(xdg, 'data'),
    XDG_CONFIG_HOME: path.join(xdg, 'config'),
    SITE_HOST: 'localhost',
    HTTP_PORT: String(httpPort),
    HTTPS_PORT: String(httpsPort),
    CADDY_TLS: 'internal',
    CADDY_BIND: '127.0.0.1',
    CADDY_ADMIN: 'off',
    CADDY_ACCESS_LOG: accessLog,
    UPSTREAMS: instances.map((instance) => `127.0.0.1:${instance.port}`).join(' '),
  });
  await caddy.waitForLine(/certificate obtained successfully/, "Caddy to start and sign the site's certificate");

  return {
    dir,
    siteUrl,
    httpPort,
    httpsPort,
    caCertFile: path.join(xdg, 'data/caddy/pki/authorities/local/root.crt'),
    accessLog,
    instances: instances as [Instance, Instance],
    caddy,
    redisCli,
    async stop() {
      await stopAll();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function startInstance(
  dir: string,
  name: string,
  redisPort: number,
  siteUrl: string,
  { octo }: StackOptions,
): Promise<Instance> {
  const port = await freePort();
  const dataDir = path.join(dir, `data-${name}`);
  const child = start(`instance ${name}`, process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    SITE_URL: siteUrl,
    TRUST_PROXY_HOPS: '1',
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT_PER_MINUTE),
    ...(octo ? { OCTO_API_URL: octo.url, OCTO_API_TOKEN: octo.token } : {}),
  });
  const requests = () =>
    child.lines
      .filter((line) => line.includes('"request"'))
      .map((line) => JSON.parse(line) as { msg: string; method: string; path: string; status: number; ip: string })
      .filter((record) => record.msg === 'request');
  return { child, port, url: `http://127.0.0.1:${port}`, dataDir, requests };
}

function clientCount(list: string): number {
  return list.split('\n').filter((line) => line.startsWith('id=') && !line.includes('cmd=client')).length;
}

/** Polls a condition a bounded number of times (waiting for a process, not asserting timing). */
export async function waitUntil(check: () => boolean | Promise<boolean>, what: string, attempts = 200): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`gave up waiting for ${what}`);
}
