// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/*
 * What `npm run lint` holds the tree to: the recommended rules of JavaScript, TypeScript and React's
 * hooks, no import cycles, and no export that nothing imports. Formatting is Prettier's
 * (`npm run format`), so no rule here argues about it.
 */
export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-server/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
      'docs/',
      '.scratch/',
      'coverage/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': 'error',
      'import-x/no-unused-modules': [
        'error',
        {
          unusedExports: true,
          src: ['{src,server,contract,bench,tests}/**/*.{ts,tsx}', 'scripts/**/*.mjs'],
          // Loaded by their tools, not imported: a worker thread's module, vitest's global setup, type declarations.
          ignoreExports: ['server/csv/import-worker.ts', 'server/types.d.ts', 'tests/api/support/global-setup.ts'],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  // Plain Node.js scripts: the process, timers and performance are theirs.
  { files: ['**/*.mjs'], languageOptions: { globals: globals.node } },
  // The tests read the API's answers loosely (`answer.body.data.id`); their assertions check the shapes.
  { files: ['tests/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  prettier,
);
