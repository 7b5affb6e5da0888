// Starts the production server (server/index.ts over dist/client) in a child process, so the
// measuring tools never share its event loop, on a free port with a throw-away DATA_DIR.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

export async function startServer(root = ROOT): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-data-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/index.ts')], {
    cwd: root,
    // A rate limit the benchmark never reaches: it measures throughput, not the limiter.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: '1000000',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The server logs a JSON line per request: read them all (or the pipe fills up and the
  // server stalls) and pick out the start-up line that says where it listens.
  const lines = createInterface({ input: child.stdout });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited with code ${code} before listening`)));
    lines.on('line', (line) => {
      const record = line.startsWith('{') ? (JSON.parse(line) as { msg?: string; url?: string }) : {};
      if (record.msg === 'server listening' && record.url) resolve(record.url);
    });
  });
  return {
    url,
    stop: async () => {
      child.removeAllListeners('exit');
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
