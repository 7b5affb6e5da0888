// Child processes of the deployment test: started with their output kept line by line, waited
// for by what they print (never by the clock), and all stopped at the end, even on failure.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface Child {
  name: string;
  process: ChildProcess;
  /** Every line printed so far, stdout and stderr. */
  lines: string[];
  exited: Promise<number | null>;
  /** Resolves with the first line (already printed or yet to come) that matches. */
  waitForLine(pattern: RegExp, what: string, timeoutMs?: number): Promise<string>;
}

const running = new Set<Child>();

// Whatever happens to the test process, no child outlives it.
process.once('exit', () => {
  for (const child of running) child.process.kill('SIGKILL');
});

export function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Child {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const listeners = new Set<(line: string) => void>();
  let rest = '';
  const onData = (chunk: Buffer) => {
    const text = rest + chunk.toString('utf8');
    const parts = text.split('\n');
    rest = parts.pop() ?? '';
    for (const line of parts) {
      lines.push(line);
      for (const listener of listeners) listener(line);
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const handle: Child = {
    name,
    process: child,
    lines,
    exited,
    waitForLine(pattern, what, timeoutMs = 30_000) {
      const seen = lines.find((line) => pattern.test(line));
      if (seen !== undefined) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const fail = (reason: string) => {
          listeners.delete(listener);
          clearTimeout(timer);
          reject(
            new Error(`${name}: ${reason} while waiting for ${what}. Its output:\n${lines.slice(-30).join('\n')}`),
          );
        };
        const listener = (line: string) => {
          if (!pattern.test(line)) return;
          listeners.delete(listener);
          clearTimeout(timer);
          resolve(line);
        };
        const timer = setTimeout(() => fail(`no such line in ${timeoutMs} ms`), timeoutMs);
        listeners.add(listener);
        void exited.then((code) => fail(`exited (${code})`));
      });
    },
  };
  running.add(handle);
  void exited.then(() => running.delete(handle));
  return handle;
}

/** SIGTERM, then SIGKILL if the child has not exited after `graceMs`. */
export async function stop(child: Child, graceMs = 10_000): Promise<number | null> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return child.exited;
  child.process.kill('SIGTERM');
  const timer = setTimeout(() => child.process.kill('SIGKILL'), graceMs);
  try {
    return await child.exited;
  } finally {
    clearTimeout(timer);
  }
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((child) => stop(child)));
}

/** A TCP port free on 127.0.0.1 right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}
