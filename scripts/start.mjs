// @ts-check
import { pathToFileURL } from 'node:url';
import { browserApp, ensureBuilt, server, SERVER_BUNDLE } from './builds.mjs';

/*
 * `npm start`: builds what is missing or out of date (builds.mjs; normally nothing), then runs the
 * server in this very process, so that signals reach it directly. FLEET_STATIC_DIR names a browser
 * app built elsewhere, which is then not built here.
 */

const log = (/** @type {string} */ line) => process.stderr.write(`${line}\n`);
try {
  await ensureBuilt(process.env.FLEET_STATIC_DIR ? [server] : [browserApp, server], { log });
} catch (error) {
  // The build tool has said what went wrong just above.
  log(`\nFleet could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
// Stack traces name the TypeScript sources rather than the bundle.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(SERVER_BUNDLE).href);
