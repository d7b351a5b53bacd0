// ESLint for every TypeScript and JavaScript file: the recommended rules of ESLint and typescript-eslint,
// and React's hooks rules in the web app. Formatting is Prettier's (`prettier --check .`), not ESLint's.
// Run by `npm test -- lint`.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      'vendor/',
      'target/',
      'mosaic-core/pkg/',
      'web/dist/',
      'api/dist/',
      'web/public/generated/',
      'data/',
      '.test-data/',
      'test-artifacts/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore marks a value kept on purpose (a skipped argument, a field dropped by a rest copy).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // `interface Props extends Base {}` names a component's props even when it adds none.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // An empty catch says "whatever went wrong, there is nothing to do", e.g. killing a process that is gone.
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    // Migrations are written against Kysely<any> so that they never depend on today's schema types; tests
    // read answers of any shape.
    files: ['api/src/db/migrations/**', 'api/src/db/migrate.ts', '**/*.test.ts', 'api/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Every JSON answer of a route is checked against its wire type (shop/src/wire.ts), so an answer that drifts
    // from what the web app reads fails the typecheck: `c.json(body satisfies WireType)`.
    files: ['api/src/routes/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='c'][callee.property.name='json'][arguments.0.type!='TSSatisfiesExpression']",
          message: 'Check a JSON answer against its wire type: c.json(body satisfies WireType).',
        },
      ],
    },
  },
  {
    // The editor benchmark's page function runs in the browser.
    files: ['scripts/lib/editor-page.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.worker } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Both are written for the React Compiler, which this app does not use: refs read during render
      // (guards, latest-value hooks) and state reset in an effect when an input changes are deliberate here.
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
    },
  },
);
