// `mkdir -p` that fails where a folder cannot be made. Node 20's recursive mkdir retries forever
// when a folder's parent exists but refuses new entries (DATA_DIR=/proc/site spun a core and
// never started), so the parents are made one at a time here and each error comes back.
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

export async function makeDirectory(dir: string): Promise<void> {
  try {
    await mkdir(dir);
  } catch (error) {
    if (errorCode(error) === 'EEXIST') {
      if ((await stat(dir)).isDirectory()) return;
      throw error;
    }
    const parent = path.dirname(dir);
    if (errorCode(error) !== 'ENOENT' || parent === dir) throw error;
    await makeDirectory(parent);
    // Made meanwhile by another (a second instance starting beside this one): as good.
    await mkdir(dir).catch(async (again: unknown) => {
      if (errorCode(again) !== 'EEXIST' || !(await stat(dir)).isDirectory()) throw again;
    });
  }
}
