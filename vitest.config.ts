import { defineConfig } from 'vitest/config';

// Two projects: fast unit/integration tests (config layer, components, server with a real SMTP
// server in-process) and browser tests that drive real Chromium against the built site.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          // Both cores, and the modules a file imports kept for the next file in the same worker:
          // loading them again for each of some ninety files was half of this project's time. No
          // file here mocks a module or leaves a global changed (a stubbed global is undone).
          maxWorkers: 2,
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          // The build's server bundle (imported by the server for the refused-form page) is
          // loaded by Node itself, as in production: its lazily loaded chunks import the bundle
          // back, a cycle Node's loader resolves and Vitest's module runner would not.
          server: { deps: { external: [/\/dist[^/]*\/server\//] } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page's lazy code can take seconds to come while the other worker loads the machine:
          // a wait on the browser gives up after 10 s, not vitest's 1 s.
          expect: { poll: { timeout: 10_000 } },
          // Each file launches its own Chromium; two at a time suits a 2-core machine.
          maxWorkers: 2,
          fileParallelism: true,
          // After the unit project (group 0); vitest needs its own group for its own maxWorkers.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
