// Starts the production server (server/index.ts over dist/client) in a child process, so the
// measuring tools never share its event loop: the one start-up used by the bench, the server
// benchmark and the fault suite.
//
// By default on a free port with a throw-away DATA_DIR and a rate limit the benchmark never
// reaches (it measures throughput, not the limiter). Logs go to a file, as they would to
// journald: a pipe read by this (busy) process would fill up and stall the server on its log
// writes, and the numbers would measure that.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ServerOptions {
  /** Environment on top of the defaults below (e.g. SMTP_URL, RETRY_BASE_MS). */
  env?: Record<string, string>;
  /** Keep messages here (not removed by stop()); default: a new temp folder, removed. */
  dataDir?: string;
  /** Listen here (so a restarted server keeps its URL); default: a free port. */
  port?: number;
  /** Serve dist/client (default true); false runs the API alone. */
  serveSite?: boolean;
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  logFile: string;
  child: ChildProcess;
  /** SIGTERM and wait for the exit; removes a temp DATA_DIR. */
  stop: () => Promise<void>;
  /** Sends `signal` and resolves with the exit code once the process is gone. */
  kill: (signal: NodeJS.Signals) => Promise<number | null>;
}

export async function startServer(root = ROOT, options: ServerOptions = {}): Promise<RunningServer> {
  const ownDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'bench-data-')));
  const port = options.port ?? (await freePort());
  const logFile = path.join(os.tmpdir(), `server-${port}-${Date.now()}.log`);
  const log = await open(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/index.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: options.serveSite === false ? 'development' : 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: '1000000',
      SMTP_URL: '',
      ...options.env,
    },
    stdio: ['ignore', log.fd, log.fd],
  });
  await log.close();
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const url = `http://127.0.0.1:${port}`;
  let gone = false;
  void exited.then(() => (gone = true));
  for (let tries = 0; !gone; tries++) {
    // Any answer will do (/healthz may say 503 while, say, the disk is full): it listens.
    if (
      await fetch(`${url}/healthz`).then(
        () => true,
        () => false,
      )
    ) {
      const kill = async (signal: NodeJS.Signals) => {
        if (child.exitCode === null && child.signalCode === null) child.kill(signal);
        return exited;
      };
      return {
        url,
        port,
        dataDir,
        logFile,
        child,
        kill,
        stop: async () => {
          await kill('SIGTERM');
          if (ownDataDir) await rm(dataDir, { recursive: true, force: true });
        },
      };
    }
    if (tries > 600) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start; see its log in ${logFile}`);
}

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
