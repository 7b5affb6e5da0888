// The fault suite's verdict: every message that got a 2xx must be delivered or in failed/ with
// its reason; none delivered twice unless the server was killed right after the SMTP server's
// 250 and before it could record the delivery (the documented window: the mail left, the
// record did not, so the next start sends it again, with the same Message-ID).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Receipt } from './flaky-smtp.ts';

export interface FaultTable {
  posts: number;
  accepted: number;
  delivered: number;
  duplicates: number;
  /** Duplicates not explained by a SIGKILL within WINDOW_MS after the first 250. */
  unexplainedDuplicates: number;
  failed: number;
  /** In failed/ without a reason (lastError). */
  failedWithoutReason: number;
  lost: number;
}

/** How long after a 250 a SIGKILL can still beat the record of the delivery to the disk. */
export const WINDOW_MS = 2000;

export async function tally(
  dataDir: string,
  posts: number,
  accepted: ReadonlySet<string>,
  receipts: readonly Receipt[],
  kills: readonly number[],
): Promise<FaultTable> {
  const byId = new Map<string, number[]>();
  for (const receipt of receipts) byId.set(receipt.id, [...(byId.get(receipt.id) ?? []), receipt.at]);
  const failedIds = new Map<string, string | undefined>();
  for (const name of await readdir(path.join(dataDir, 'failed')).catch(() => [])) {
    if (!name.endsWith('.json')) continue;
    const stored = JSON.parse(await readFile(path.join(dataDir, 'failed', name), 'utf8')) as {
      delivery?: { lastError?: string };
    };
    failedIds.set(name.slice(0, -'.json'.length), stored.delivery?.lastError);
  }
  let delivered = 0;
  let duplicates = 0;
  let unexplained = 0;
  let failed = 0;
  let failedWithoutReason = 0;
  let lost = 0;
  for (const id of accepted) {
    const times = byId.get(id) ?? [];
    if (times.length > 0) delivered += 1;
    if (times.length > 1) {
      duplicates += times.length - 1;
      const first = times[0]!;
      if (!kills.some((kill) => kill >= first && kill - first <= WINDOW_MS)) unexplained += times.length - 1;
    }
    if (times.length === 0 && failedIds.has(id)) {
      failed += 1;
      if (!failedIds.get(id)) failedWithoutReason += 1;
    }
    if (times.length === 0 && !failedIds.has(id)) lost += 1;
  }
  return {
    posts,
    accepted: accepted.size,
    delivered,
    duplicates,
    unexplainedDuplicates: unexplained,
    failed,
    failedWithoutReason,
    lost,
  };
}

export function passed(table: FaultTable): boolean {
  return table.lost === 0 && table.unexplainedDuplicates === 0 && table.failedWithoutReason === 0;
}
