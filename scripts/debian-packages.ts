// What this project's machines can install by themselves: Debian's packages, as root (the only
// source of binaries they can reach). find-chromium.ts, find-services.ts and the benches' font
// check (bench/phone-fonts.ts) install what they miss through here.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const isDebianRoot = (): boolean => existsSync('/etc/debian_version') && process.getuid?.() === 0;

/** `apt-get update` and `install`, their output shown; the error's message if either failed. */
export function installDebianPackages(packages: string[]): string | undefined {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}
