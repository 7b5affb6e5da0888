// `npm run test:faults`: the contact server under a bad day. A real SMTP server that flaps
// (flaky-smtp.ts), the server process SIGKILLed at random moments during the form posts and
// restarted, a SIGTERM while a delivery hangs, and a data disk that fills up (a 4 MB tmpfs
// when this runs as root, else that phase is skipped: server/mail/full-disk.test.ts injects
// ENOSPC instead). Then the weather clears and the tally (tally.ts) must show nothing lost.
//
//   npm run test:faults [-- --posts 300 --kills 8 --storm-seconds 30 --seed 42]
//
// Loopback only; every step is bounded and the run stops itself. A short version runs in
// `npm test` (server/faults.test.ts).
import { execFileSync } from 'node:child_process';
import { mkdtemp, open, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startServer, type RunningServer } from '../bench/server.ts';
import { startFlakySmtp, type SmtpMode } from './flaky-smtp.ts';
import { passed, tally, type FaultTable } from './tally.ts';

export interface FaultOptions {
  posts: number;
  kills: number;
  seed: number;
  /** Try a tmpfs for DATA_DIR and fill it mid-run (needs root). */
  fillDisk: boolean;
  /** How long the SMTP server keeps flapping after the last post. */
  stormMs: number;
  say?: (line: string) => void;
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A small seeded generator, so a failing run can be repeated with --seed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function runFaults(options: FaultOptions): Promise<FaultTable & { diskFilled: boolean }> {
  const say = options.say ?? (() => {});
  const rand = random(options.seed);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'faults-'));
  const mounted = options.fillDisk && tryMount(dataDir);
  const weather = (): SmtpMode => {
    const r = rand();
    return r < 0.55 ? 'accept' : r < 0.75 ? 'tempfail' : r < 0.8 ? 'permfail' : r < 0.85 ? 'hang' : 'drop';
  };
  const smtp = await startFlakySmtp(weather);
  const port = await freePort();
  const env = {
    SMTP_URL: smtp.url,
    RETRY_BASE_MS: '200',
    RETRY_CAP_MS: '1000',
    SHUTDOWN_GRACE_MS: '1000',
    MAIL_TO: 'office@example.com',
    MAIL_FROM: 'website@example.com',
  };
  const start = () => startServer(ROOT, { env, dataDir, port, serveSite: false });
  let server: RunningServer = await start();
  const kills: number[] = [];
  const accepted = new Set<string>();
  let filler: string | undefined;

  try {
    const killEvery = Math.max(1, Math.floor(options.posts / (options.kills + 1)));
    const postMessage = async (i: number) => {
      const response = await fetch(`${server.url}/api/send-email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${i % 250}` },
        body: JSON.stringify({
          name: 'Fault Test',
          email: 'visitor@example.org',
          subject: `Message ${i}`,
          message: 'Testing what survives.',
          website: '',
          shownAt: Date.now() - 60_000,
        }),
      }).catch(() => undefined);
      if (response?.ok) accepted.add(((await response.json()) as { id: string }).id);
    };
    for (let i = 0; i < options.posts; i++) {
      await postMessage(i);
      if (mounted && i === Math.floor(options.posts / 3)) filler = await fillUp(dataDir, say);
      if (filler && i === Math.floor((2 * options.posts) / 3)) {
        await rm(filler, { force: true });
        filler = undefined;
        say('disk: space freed');
      }
      if (i === Math.floor(options.posts / 2)) {
        // SIGTERM while a delivery hangs: the grace period ends it; the message stays queued.
        smtp.pick = () => 'hang';
        const hanging = smtp.nextHang();
        await postMessage(options.posts + 1);
        await Promise.race([hanging, new Promise((resolve) => setTimeout(resolve, 5000))]);
        say(`SIGTERM during a delivery: exit code ${await server.kill('SIGTERM')}`);
        smtp.pick = weather;
        server = await start();
      } else if ((i + 1) % killEvery === 0 && kills.length < options.kills) {
        // A random moment within the next deliveries.
        await new Promise((resolve) => setTimeout(resolve, Math.floor(rand() * 300)));
        kills.push(Date.now());
        await server.kill('SIGKILL');
        say(`SIGKILL ${kills.length}/${options.kills} after ${i + 1} posts`);
        server = await start();
      }
    }
    if (filler) await rm(filler, { force: true });
    // Deliveries are slower than posts: let the flapping go on for the queue, then clear up,
    // after which everything left must go out.
    await settle(server, options.stormMs);
    smtp.pick = () => 'accept';
    await settle(server, 120_000);
    await server.kill('SIGTERM');
    const table = await tally(dataDir, options.posts, accepted, smtp.receipts, kills);
    return { ...table, diskFilled: mounted };
  } finally {
    await server.kill('SIGKILL');
    await smtp.close();
    if (mounted) execFileSync('umount', ['-l', dataDir]);
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Waits until no message is left in the outbox, at most `ms`. */
async function settle(server: RunningServer, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const left = (await readdir(path.join(server.dataDir, 'outbox'))).filter((name) => name.endsWith('.json'));
    if (left.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function tryMount(dir: string): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Writes a file until the disk says ENOSPC; returns its path (remove it to free the space). */
async function fillUp(dir: string, say: (line: string) => void): Promise<string> {
  const file = path.join(dir, 'filler');
  const handle = await open(file, 'w');
  const block = Buffer.alloc(64 * 1024, 1);
  try {
    for (;;) await handle.write(block);
  } catch {
    say('disk: full (ENOSPC)');
  } finally {
    await handle.close();
  }
  return file;
}

export function printTable(table: FaultTable & { diskFilled: boolean }): void {
  const { diskFilled, ...row } = table;
  console.table([row]);
  if (!diskFilled)
    console.log('(disk-full phase skipped: mounting a tmpfs needs root; full-disk.test.ts injects ENOSPC)');
}

function flag(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const seed = flag('seed', Date.now() % 100_000);
  console.log(`fault suite: seed ${seed}`);
  const table = await runFaults({
    posts: flag('posts', 300),
    kills: flag('kills', 8),
    stormMs: flag('storm-seconds', 30) * 1000,
    seed,
    fillDisk: true,
    say: console.log,
  });
  printTable(table);
  if (!passed(table)) {
    console.error(
      'FAILED: a message was lost, delivered twice outside the documented window, or failed without a reason',
    );
    process.exit(1);
  }
}
