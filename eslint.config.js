// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/*
 * What `npm run lint` holds the tree to: the recommended rules of JavaScript, TypeScript and React's
 * hooks, the accessibility rules of JSX (strict, for the app's screens), and no export that nothing
 * imports. Import circles and src/'s layers are dependency-cruiser's (.dependency-cruiser.mjs),
 * which follows dynamic and type-only imports too. Formatting is Prettier's (`npm run format`), so no
 * rule here argues about it.
 */
export default tseslint.config(
  {
    ignores: [
      'dist/',
      'build/',
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
      'import-x/no-unused-modules': [
        'error',
        {
          unusedExports: true,
          src: ['{src,server,contract,bench,tests,scripts}/**/*.{ts,tsx}', 'scripts/**/*.mjs', '*.config.ts'],
          // Loaded by their tools, not imported: a worker thread's module, vitest's global setup, type
          // declarations, the tools' configurations (which import, so they are read).
          ignoreExports: ['server/import-worker.ts', 'server/types.d.ts', 'tests/api/support/global-setup.ts', '*.config.ts'],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  // The screens: labels, alt texts, roles and keyboard access checked as they are written; axe-core
  // checks the rendered pages in the browser tests (docs/accessibility.md).
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.strict },
  {
    files: ['src/**/*.tsx'],
    settings: {
      // A MUI component with a `component` checked as that element (`<Box component="a">` as a link).
      // MUI's own components are not mapped to elements: their props (an Avatar's letter instead of an
      // image, a router link's `to`) are not the element's; axe-core checks what they render.
      'jsx-a11y': { polymorphicPropName: 'component' },
    },
    rules: {
      // MUI's inputs (TextField, react-admin's inputs) and buttons take the focus on purpose where the
      // user's work is: a dialog's first field or safe button, the sign-in's username. A plain element
      // never does (that is what the rule is for).
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  // Plain Node.js scripts: the process, timers and performance are theirs.
  { files: ['**/*.mjs'], languageOptions: { globals: globals.node } },
  // The tests read the API's answers loosely (`answer.body.data.id`); their assertions check the shapes.
  { files: ['tests/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  prettier,
);
