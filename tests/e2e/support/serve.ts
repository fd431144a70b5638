import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_JWT_SECRET } from './server-settings';

/*
 * Starts Fleet exactly as `npm start` does (server/main.ts: embedded PostgreSQL, migrations, demo
 * data, the built app from dist/), but on a fresh data folder that is removed when it stops, so
 * every run begins from the same demo.
 */
if (!fs.existsSync(path.resolve(process.env.FLEET_STATIC_DIR ?? 'dist', 'index.html'))) {
  process.stderr.write('dist/ is missing: run `npx vite build` (npm run test:e2e does it).\n');
  process.exit(1);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-e2e-'));
// Run as root, the embedded PostgreSQL runs as the OS user postgres, which must reach its folder inside.
fs.chmodSync(dataDir, 0o755);
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));

process.env.FLEET_DATA_DIR = dataDir;
process.env.JWT_SECRET = E2E_JWT_SECRET;
process.env.HOST = '127.0.0.1';
// The browser tests' webhook receiver listens on this machine, an address webhooks may not call otherwise.
process.env.WEBHOOK_ALLOW_PRIVATE = '1';
process.env.LOG_LEVEL ??= 'warn';
process.env.NODE_ENV = 'production';
delete process.env.DATABASE_URL;

await import('../../../server/main');
