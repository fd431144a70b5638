// @ts-check
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { browserApp, ensureBuilt, hasBuildTools, server, serverBundle, SERVER_PROGRAMS } from './builds.mjs';

/*
 * `npm start` (and `npm run create-superadmin`): runs one of the server's programs from its build,
 * build/server/<program>.mjs, in this very process, so that signals reach it directly. Where the
 * build tools are installed (a clone after `npm install`), it first builds whatever is missing or
 * older than its sources (builds.mjs; normally nothing). An install without them (`npm ci --omit=dev`,
 * the container image) runs the build it was given. FLEET_STATIC_DIR names a browser app built
 * elsewhere, which is then not built here.
 */

const log = (/** @type {string} */ line) => process.stderr.write(`${line}\n`);

// Here rather than in package.json, where `NODE_ENV=… node` would not run on Windows.
process.env.NODE_ENV ??= 'production';

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  log(`Fleet is made for Node.js 22.12 or newer (this is ${process.versions.node}); it may not work as it should.`);
}

const program = /** @type {keyof typeof SERVER_PROGRAMS} */ (process.argv[2] ?? 'main');
if (!Object.hasOwn(SERVER_PROGRAMS, program)) {
  log(`There is no server program "${program}": ${Object.keys(SERVER_PROGRAMS).join(', ')}.`);
  process.exit(2);
}
// The program reads its own arguments, after its name.
process.argv.splice(2, 1);

const builds = process.env.FLEET_STATIC_DIR ? [server] : [browserApp, server];
if (hasBuildTools()) {
  try {
    await ensureBuilt(builds, { log });
  } catch (error) {
    // The build tool has said what went wrong just above.
    log(`\nFleet could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
} else {
  const missing = builds.filter((build) => !fs.existsSync(build.output));
  if (missing.length > 0) {
    log(
      `Fleet could not start: ${missing.map((build) => build.name).join(' and ')} not built, and the build tools (the dev ` +
        'dependencies) are not installed. Run `npm install` and `npm run build`, or copy the folders dist/ and build/ of a build.',
    );
    process.exit(1);
  }
}
// Stack traces name the TypeScript sources rather than the bundle.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverBundle(program)).href);
