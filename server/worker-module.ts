import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Defined only inside the server bundle that `npm start` runs (scripts/server-bundle.mjs): the
 * bundle's own address, beside which each worker thread's module is bundled too.
 */
declare const FLEET_SERVER_BUNDLE: string | undefined;

/** What a thread needs to start on a module: its file, and the options for Node.js it needs. */
interface WorkerModule {
  filename: string;
  execArgv?: string[];
}

/**
 * The module a worker thread runs, given its TypeScript source. In the server bundle it is the
 * worker's own bundle, `<name>.mjs` beside the server's (scripts/builds.mjs lists the workers). Run
 * from the sources (npm run dev, the tests), it is the source itself, loaded through tsx: a thread
 * inherits tsx from a process started with it, but not from one where tsx is not a Node.js option
 * (vitest), so it is named for the thread either way; the same loader named twice loads once.
 */
export function workerModule(source: URL): WorkerModule {
  if (typeof FLEET_SERVER_BUNDLE === 'string') {
    return { filename: fileURLToPath(new URL(`${path.basename(fileURLToPath(source), '.ts')}.mjs`, FLEET_SERVER_BUNDLE)) };
  }
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { filename: fileURLToPath(source), execArgv: [...process.execArgv, '--import', tsx] };
}
