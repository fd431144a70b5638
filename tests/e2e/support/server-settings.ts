import { freePort } from '../../../server/net';

/**
 * Where the browser tests find the server that tests/e2e/support/serve.ts starts: a port that is free
 * when the run begins, chosen once by the runner and handed to its workers in the environment, so
 * that two runs side by side do not meet.
 */
process.env.E2E_PORT ??= String(await freePort());
export const E2E_PORT = Number(process.env.E2E_PORT);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** Known to the tests so that they can forge an expired access token for the refresh test. */
export const E2E_JWT_SECRET = 'fleet-browser-tests-secret-not-for-production-use-0123456789';

export const DEMO_PASSWORD = 'demo1234';
