// The page's content security policy allows no eval, so zod's compiled checks cannot run in the
// browser. zod takes its settings from this global when it loads, and this classic script runs before
// any module of the app: told so before any schema is made, zod skips its probe for eval, a
// `Function('')` that the browser reports as a policy violation (tests/e2e/loading.spec.ts).
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
