import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL, E2E_PORT } from './tests/e2e/support/server-settings';

/*
 * The real-browser tests: Debian's Chromium (never a downloaded one) against the built app, served
 * by the real server on a fresh embedded PostgreSQL with the demo data. `npm run test:e2e` builds the
 * app first. The tests drive Debian's chromium-headless-shell, the same Chromium without the browser's
 * own window and tabs, which Playwright itself uses for headless tests: on a 2-core machine the full
 * browser spends about a tenth of its time drawing a window nobody sees. The screenshots for the docs
 * come from the full /usr/bin/chromium. A missing browser fails the run: it is not a reason to skip.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A journey of several dialogs takes 20–35 s on a busy 2-core machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'en-GB',
    // A trace records every step's page and frames, which costs CI's 2 cores about a quarter of the
    // browser's time, and CI keeps only its log: traces are for a failure at a desk.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The built app registers a service worker that keeps every file of the app (docs/yard.md): each
    // test's fresh browser would download them all again. Only the yard's tests let it run.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell' },
      },
      testIgnore: '**/screenshots.spec.ts',
    },
    // `npm run screenshots`: every screen, light and dark, desktop and phone, into docs/screenshots.
    {
      name: 'screenshots',
      testMatch: '**/screenshots.spec.ts',
      use: { launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } },
    },
  ],
  webServer: {
    command: 'node --import tsx tests/e2e/support/serve.ts',
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PORT: String(E2E_PORT) },
    // Fleet stops gracefully on SIGTERM, and takes its embedded PostgreSQL with it.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
