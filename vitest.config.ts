import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The API test files to run: all of them, or with FLEET_API_SHARD=k/n only the k-th of n parts. CI
 * (.ci/run) runs part 1/2 in `npm test` on the embedded PostgreSQL 18 and Node.js 22, and part 2/2 on
 * the machine's PostgreSQL 15 and Node.js 24, so that every file runs once. The files are sorted by
 * path and dealt out in turn (the 1st, 3rd, 5th… to part 1), which gives each PostgreSQL a mix of
 * every kind of test (resources, security, processes, CSV) and about half the time. A file added
 * anywhere lands in one part by itself.
 */
function apiTestFiles(): string[] {
  const shard = process.env.FLEET_API_SHARD;
  if (!shard) return ['tests/api/**/*.test.ts'];
  const [part, parts] = (/^(\d+)\/(\d+)$/.exec(shard) ?? []).slice(1).map(Number);
  if (!part || !parts || part > parts) throw new Error(`FLEET_API_SHARD is k/n with 1 ≤ k ≤ n, such as 1/2, not "${shard}"`);
  const directory = new URL('tests/api/', import.meta.url);
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .map((file) => `tests/api/${file.replaceAll('\\', '/')}`)
    .filter((file) => file.endsWith('.test.ts'))
    .sort()
    .filter((_, index) => index % parts === part - 1);
}

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
          include: apiTestFiles(),
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
