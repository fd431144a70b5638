import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The API test files that take longest: seconds in one run of the whole API suite on a busy 2-core
 * machine (2026-11-28, load average about 12). Only their order matters: it spreads them over the
 * parts of FLEET_API_SHARD first. Every other file counts as DEFAULT_SECONDS.
 */
const SLOW_API_FILES: Record<string, number> = {
  'tests/api/process.test.ts': 460,
  'tests/api/start.test.ts': 230,
  'tests/api/access-matrix.test.ts': 200,
  'tests/api/hostile-input-properties.test.ts': 190,
  'tests/api/csv/export-import.test.ts': 170,
  'tests/api/embedded-restart.test.ts': 150,
  'tests/api/csv/fuel-entries-csv.test.ts': 130,
  'tests/api/container-runtime.test.ts': 125,
  'tests/api/killed-while-writing.test.ts': 90,
  'tests/api/csv/spreadsheet-round-trip.test.ts': 70,
  'tests/api/csv/import-hostile.test.ts': 60,
  'tests/api/csv/import-off-thread.test.ts': 55,
  'tests/api/migrations.test.ts': 50,
};
const DEFAULT_SECONDS = 15;

/** The screen tests that take longest (seconds, a 2-core machine, 2026-11-29): like SLOW_API_FILES, only their order matters. */
const SLOW_UI_FILES: Record<string, number> = {
  'tests/ui/screens/vehicles.test.tsx': 85,
  'tests/ui/screens/employees.test.tsx': 43,
  'tests/ui/screens/documents.test.tsx': 42,
  'tests/ui/screens/general-maintenance.test.tsx': 40,
  'tests/ui/screens/mandatory-maintenance.test.tsx': 30,
  'tests/ui/screens/fuel.test.tsx': 29,
  'tests/ui/screens/vehicle-details.test.tsx': 19,
  'tests/ui/screens/meter-log.test.tsx': 18,
  'tests/ui/screens/companies.test.tsx': 17,
};

/**
 * Runs the longest files first, whatever their project. Vitest's own order (the last run's times,
 * which a fresh clone has not, else the largest file first, one project after the other) started the
 * slowest screen test only once every API file had started (114 s into a 212 s run), so that the run
 * could end with it alone; first, it shares the workers with the others from the start.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = (file: TestSpecification) => {
      const relative = path.relative(import.meta.dirname, file.moduleId).replaceAll('\\', '/');
      return SLOW_API_FILES[relative] ?? SLOW_UI_FILES[relative] ?? 0;
    };
    // A stable sort: among files of no known time, vitest's order stands.
    return (await super.sort(files)).sort((a, b) => seconds(b) - seconds(a));
  }
}

/**
 * The API test files to run: all of them, or with FLEET_API_SHARD=k/n only the k-th of n parts. CI
 * (.ci/run) runs part 1/2 in `npm test` on the embedded PostgreSQL 18 and Node.js 22, and part 2/2 on
 * the machine's PostgreSQL 15 and Node.js 24, so that every file runs once. The parts are dealt out
 * longest first, each file to the part with the least time so far (ties: the lower part, then the
 * path): the slow ones spread, then the rest, in path order, alternate, which gives each PostgreSQL
 * a mix of every kind of API test (resources, security, processes, CSV) and about half the time. A
 * new file lands in one part by itself.
 */
function apiTestFiles(): string[] {
  const shard = process.env.FLEET_API_SHARD;
  if (!shard) return ['tests/api/**/*.test.ts'];
  const [part, parts] = (/^(\d+)\/(\d+)$/.exec(shard) ?? []).slice(1).map(Number);
  if (!part || !parts || part > parts) throw new Error(`FLEET_API_SHARD is k/n with 1 ≤ k ≤ n, such as 1/2, not "${shard}"`);
  const seconds = (file: string) => SLOW_API_FILES[file] ?? DEFAULT_SECONDS;
  const files = readdirSync(new URL('tests/api/', import.meta.url), { recursive: true, encoding: 'utf8' })
    .map((file) => `tests/api/${file.replaceAll('\\', '/')}`)
    .filter((file) => file.endsWith('.test.ts'))
    .sort((a, b) => seconds(b) - seconds(a) || a.localeCompare(b));
  const totals = Array.from({ length: parts }, () => 0);
  return files.filter((file) => {
    const least = totals.indexOf(Math.min(...totals));
    totals[least]! += seconds(file);
    return least === part - 1;
  });
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
    sequence: { sequencer: LongestFirst },
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
          // A worker keeps the modules it has loaded from one file to the next instead of importing the
          // server again for each (on 2 cores that import was half the API tests' time: 225 s → 123 s
          // for the second half). Nothing of a file's outlives it: its app, database and processes are
          // its own, and the server keeps nothing in its modules but caches and the CSV import's thread pool.
          isolate: false,
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
          // As for the API tests: one import of react-admin and the app per worker, not per file. Each
          // test still starts with an empty page, storage and cookies (tests/ui/support/setup.ts).
          isolate: false,
          setupFiles: ['tests/ui/support/setup.ts'],
          // Screen tests render react-admin and type into dialogs: seconds each on a busy machine, and
          // a step may wait up to 15 s for what it looks for (tests/ui/support/setup.ts).
          testTimeout: 90_000,
        },
      },
    ],
  },
});
