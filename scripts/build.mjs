// @ts-check
import { browserApp, ensureBuilt, hasBuildTools, server } from './builds.mjs';

/*
 * `npm run build` (after the type check), and `npm install` itself (the `prepare` script): builds the
 * browser app and the server where they are missing or older than their sources, as `npm start`
 * would; `--force` builds them anyway.
 */

const log = (/** @type {string} */ line) => process.stderr.write(`${line}\n`);
if (!hasBuildTools()) {
  // An install without the dev dependencies runs a build made elsewhere (scripts/start.mjs).
  log('The build tools (the dev dependencies) are not installed: nothing was built.');
  process.exit(process.env.npm_lifecycle_event === 'prepare' ? 0 : 1);
}
try {
  const built = await ensureBuilt([browserApp, server], { force: process.argv.includes('--force'), log });
  if (built.length === 0) log('The browser app and the server are up to date.');
} catch (error) {
  log(`\nThe build failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
