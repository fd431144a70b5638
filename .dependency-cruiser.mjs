// @ts-check
/*
 * What `npm run lint` holds the imports to, with dependency-cruiser (`npm run lint:imports` alone):
 * no import circle anywhere in the tree, and in each tree that has layers, no import that runs back
 * up a layer (docs/architecture.md, Layers). Static, dynamic (`import()`) and type-only imports all
 * count: a circle or an upward import through a lazy screen or a type is still one.
 */

/**
 * src/'s layers, top to bottom (docs/architecture.md, Layers). Each file and folder of src/ stands in
 * one, and may import only from the layers below its own.
 */
const SRC_LAYERS = [
  ['main.tsx'],
  ['App.tsx'],
  ['Dashboard.tsx'],
  ['pages/'],
  ['resources/'],
  ['layout/'],
  ['health/'],
  ['providers.ts'],
  ['authProvider/'],
  ['outbox/'],
  ['dataProvider/'],
  ['i18n/'],
  ['resourceDefinitions/'],
  ['theme/'],
  ['push/'],
  ['sw/'],
];
/** Files of src/ that import nothing and are in no layer. */
const SRC_OUTSIDE_LAYERS = ['vite-env.d.ts'];

/**
 * server/'s layers, top to bottom (docs/architecture.md, Layers): the programs (the server, the CSV
 * import's worker thread, the API document, create-superadmin), the app that registers every route
 * family, the route families (one folder per resource), the features they share, Fastify's
 * cross-cutting plugins, the sign-in and the rules of fleet health, scope, the database, and leaves.
 */
const SERVER_LAYERS = [
  ['main.ts', 'import-worker.ts', 'api-document.ts', 'scripts/'],
  ['app.ts'],
  ['routes/'],
  ['csv/', 'logos/', 'reminders/', 'demo/', 'issues/', 'labels/', 'work-orders/', 'attachments/', 'history/'],
  ['plugins/'],
  ['auth/', 'health/'],
  ['scope/'],
  ['db/', 'config.ts', 'validation.ts', 'multipart-limits.ts', 'multipart-parts.ts'],
  ['actor.ts', 'api-docs/', 'errors.ts', 'image-size.ts', 'logging.ts', 'net.ts', 'worker-module.ts', 'dev-api-file.ts'],
];
/** Files of server/ in no layer: type declarations, and the SQL the migrations hold. */
const SERVER_OUTSIDE_LAYERS = ['types.d.ts'];

const escape = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A path pattern for some of a tree's files and folders: `src/`, ['pages/', 'App.tsx'] → ^src/(pages/|App\.tsx$) */
const pathsOf = (/** @type {string} */ tree, /** @type {string[]} */ entries) =>
  `^${tree}/(${entries.map((entry) => (entry.endsWith('/') ? escape(entry) : `${escape(entry)}$`)).join('|')})`;

/**
 * The rules of one tree's layers: a layer imports nothing from the layers above it, and every file of
 * the tree that imports something stands in a layer (a new folder is given its place in the list).
 * @param {string} tree
 * @param {string[][]} layers
 * @param {string[]} outside
 * @returns {import('dependency-cruiser').IForbiddenRuleType[]}
 */
function layerRules(tree, layers, outside) {
  const above = layers.slice(1).map((layer, index) => ({ layer, above: layers.slice(0, index + 1).flat() }));
  return [
    ...above.map(({ layer, above }) => ({
      name: `${tree}-layers: ${layer.join(', ')}`,
      comment: `${tree}/${layer.join(`, ${tree}/`)} must not import a layer above it (docs/architecture.md, Layers)`,
      severity: /** @type {const} */ ('error'),
      from: { path: pathsOf(tree, layer) },
      to: { path: pathsOf(tree, above) },
    })),
    {
      name: `${tree}-layers: every file in a layer`,
      comment: `This file of ${tree}/ stands in no layer: give its folder a place in the list in .dependency-cruiser.mjs and docs/architecture.md, Layers`,
      severity: 'error',
      from: { path: `^${tree}/`, pathNot: pathsOf(tree, [...layers.flat(), ...outside]) },
      to: {},
    },
  ];
}

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'These files import each other in a circle: move what both need into a file below them',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contract-imports-neither-side',
      comment: 'contract/ is what the browser and the server share: it imports nothing from either (docs/architecture.md, Layers)',
      severity: 'error',
      from: { path: '^contract/' },
      to: { path: '^(src|server)/' },
    },
    {
      name: 'browser-and-server-apart',
      comment: 'The browser app and the server never import each other; what both need goes in contract/',
      severity: 'error',
      from: { path: '^(src|server)/' },
      to: { path: '^(src|server)/', pathNot: '^$1/' },
    },
    ...layerRules('src', SRC_LAYERS, SRC_OUTSIDE_LAYERS),
    ...layerRules('server', SERVER_LAYERS, SERVER_OUTSIDE_LAYERS),
  ],
  options: {
    // Fleet's own code; the packages are read for nothing but where an import goes.
    includeOnly: '^(src|server|contract|tests|bench|scripts)/|^[^/]+\\.(ts|js|mjs)$',
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^bench/results/' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports are imports too.
    tsPreCompilationDeps: true,
    skipAnalysisNotInRules: true,
    progress: { type: 'none' },
  },
};
