// @ts-check
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Bundles the server's programs (server/main.ts, and its commands such as create-superadmin) with the
 * project's own modules they import, each into one JavaScript file, so that `npm start` runs plain
 * JavaScript: under tsx, every module the server loads, Fastify's and the others' included, goes
 * through tsx's loader hooks, which cost about half a second of every start, and tsx is a build tool.
 * Packages stay outside the bundles and load from node_modules as usual.
 *
 * A module that finds files next to itself (the migrations, the project folder) does so through
 * `import.meta.url`, which inside a bundle would name the bundle. Each of the project's modules gets
 * its own source file's URL there instead, so the bundle finds what the sources find. That ties the
 * bundle to the project's folder, which is why the folder is part of its fingerprint (builds.mjs),
 * and why a container image keeps the sources at the path where they were built (Dockerfile).
 *
 * The modules the server runs in worker threads (`workers`) are bundled alike, each beside the
 * programs as `<name>.mjs`; FLEET_SERVER_BUNDLE, defined in the bundles only, tells the server where
 * they are (server/worker-module.ts).
 *
 * @param {{ root: string, programs: readonly string[], workers: readonly string[], outdir: string }} options
 */
export async function bundleServer({ root, programs, workers, outdir }) {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [...programs, ...workers].map((module) => ({ in: module, out: path.basename(module, '.ts') })),
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node22.12',
    // Stack traces point at the TypeScript sources (start.mjs turns source maps on).
    sourcemap: 'linked',
    outdir,
    outExtension: { '.js': '.mjs' },
    define: { FLEET_SERVER_BUNDLE: JSON.stringify(pathToFileURL(path.join(outdir, 'main.mjs')).href) },
    write: false,
    logLevel: 'warning',
    plugins: [ownModuleUrls],
  });
  // Written under new names and then renamed over the old ones, so that a server starting meanwhile
  // reads either the whole old bundle or the whole new one.
  await fs.mkdir(outdir, { recursive: true });
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}`;
    await fs.writeFile(temporary, file.contents);
    await fs.rename(temporary, file.path);
  }
}

/** @type {import('esbuild').Plugin} */
const ownModuleUrls = {
  name: 'own-module-urls',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async ({ path: file }) => {
      if (file.split(path.sep).includes('node_modules')) return undefined;
      const source = await fs.readFile(file, 'utf8');
      return { contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file).href)), loader: 'ts' };
    });
  },
};
