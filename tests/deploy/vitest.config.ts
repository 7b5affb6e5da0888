import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm run test:deploy`: the production setup (deploy/) with the real parts, on this machine.
export default defineConfig({
  test: {
    name: 'deploy',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/deploy/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/deploy/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One stack of processes at a time, tests in file order (the last one stops an instance).
    fileParallelism: false,
  },
});
