import { defineConfig } from 'vitest/config';

/** One runner, three projects: unit (beside the code), api (real database), e2e (Chromium). */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}', 'apps/web/*.test.ts', 'scripts/**/*.test.mjs'],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/server/src/**/*.api.test.ts', 'apps/server/test/**/*.api.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
          // Each file builds its own app over its own database; sharing the imported modules between the files a
          // worker runs saves importing the server ~60 times (measured: 332 s → 245 s for the API step).
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // The UI answers within a second on a quiet machine; CI's 2 cores are not always quiet.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          // Two files at once, each in its own worker (its own Chromium) over its own portal from the pool: one file
          // alone leaves part of the two cores idle while its browser waits for a screen.
          fileParallelism: true,
          maxWorkers: 2,
          pool: 'forks',
          isolate: false,
        },
      },
    ],
  },
});
