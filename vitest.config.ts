import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/api/**/*.test.ts', 'tests/contract/**/*.test.ts'],
    globalSetup: ['tests/api/support/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Each test file gets a database of its own, so files run in parallel safely.
    pool: 'forks',
  },
});
