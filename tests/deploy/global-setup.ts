// Before the deployment test: the site is built, and Caddy and Redis are there (installed on
// Debian as root) or the test is skipped with the reason.
import type { TestProject } from 'vitest/node';
import { ensureBuilt } from './ensure-built.ts';
import { findServices, type Services } from '../../scripts/find-services.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    deployTools: Services | { missing: string };
  }
}

export default function setup(project: TestProject): void {
  const tools = findServices({ install: true });
  if ('missing' in tools) {
    console.warn(`\n[deploy] SKIPPED: ${tools.missing}\n`);
  } else {
    ensureBuilt('deploy');
  }
  project.provide('deployTools', tools);
}
