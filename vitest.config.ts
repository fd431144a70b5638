import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/*
 * Three kinds of unit and integration tests, one command (`npm test`):
 * - api: the server against a real PostgreSQL (embedded, or TEST_DATABASE_URL);
 * - contract: the rules both sides share;
 * - ui: the browser app's providers and components in jsdom.
 * The real-browser tests (tests/e2e) run with Playwright: `npm run test:e2e`.
 */
export default defineConfig({
  test: {
    // The API tests spend most of their time waiting on PostgreSQL, so more files than cores run at
    // once: on a 2-core machine 4 workers take the whole run from about 4 minutes to under 3.
    maxWorkers: Math.max(4, availableParallelism()),
    projects: [
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/support/global-setup.ts'],
          testTimeout: 40_000,
          hookTimeout: 60_000,
          // Each test file gets a database of its own, so files run in parallel safely.
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/ui/support/setup.ts'],
          // Screen tests render react-admin and type into dialogs: seconds each on a busy machine, and
          // a step may wait up to 15 s for what it looks for (tests/ui/support/setup.ts).
          testTimeout: 90_000,
        },
      },
    ],
  },
});
