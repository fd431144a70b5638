// @ts-check
import { browserApp, ensureBuilt, server } from './builds.mjs';

/*
 * `npm run build` (after the type check): builds the browser app and the server where they are
 * missing or older than their sources, as `npm start` would; `--force` builds them anyway.
 */

const log = (/** @type {string} */ line) => process.stderr.write(`${line}\n`);
try {
  const built = await ensureBuilt([browserApp, server], { force: process.argv.includes('--force'), log });
  if (built.length === 0) log('The browser app and the server are up to date.');
} catch (error) {
  log(`\nThe build failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
