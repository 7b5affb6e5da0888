// The short fault suite inside `npm test` (the long one: `npm run test:faults`): 60 form posts
// through a flapping SMTP server, three SIGKILLs, a SIGTERM during a delivery and, as root, a
// disk that fills. Nothing accepted may be lost or delivered twice outside the documented window.
import { describe, expect, it } from 'vitest';
import { printTable, runFaults } from './run.ts';

describe('the contact server on a bad day', () => {
  it('loses no accepted message and sends none twice', async () => {
    const seed = Date.now() % 100_000;
    const table = await runFaults({ posts: 60, kills: 3, stormMs: 10_000, seed, fillDisk: true });
    printTable(table);
    expect({ ...table, seed }).toMatchObject({ lost: 0, unexplainedDuplicates: 0, failedWithoutReason: 0 });
    expect(table.accepted).toBeGreaterThan(0);
    expect(table.delivered + table.failed).toBe(table.accepted);
  }, 110_000);
});
