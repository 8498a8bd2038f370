// ESLint for the whole repository (docs/decisions/0031-linting-and-formatting.md): typescript-eslint with type
// information, the React hooks rules, jsx-a11y and TanStack's Query and Router rules for web/. Prettier formats
// (eslint-config-prettier is not needed: no stylistic rules are turned on here); knip finds unused code.
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'web/src/routeTree.gen.ts', '.data/**', 'test-results/**', 'playwright-report/**', '**/*.cjs'],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        project: ['./tsconfig.json', './contracts/tsconfig.json', './api/tsconfig.json', './web/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Unused names are an error, but `_`-prefixed ones say "deliberately unused" (a callback's position).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Every suppression says why, after "--" (a newcomer must not have to guess).
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description', minimumDescriptionLength: 10 }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      // vitest's asymmetric matchers (expect.stringMatching, expect.objectContaining ...) are typed `any`.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      // `await act(async () => ...)` is Testing Library's way to flush React's updates, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // The work-queue engine imports no feature (docs/architecture.md#adding-a-record-kind-to-the-admin): features
    // register their kinds with it in api/src/features/queues.ts. Its tests may reach features to make records.
    files: ['api/src/features/work-queues/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\./)',
              message: 'The work-queue engine imports no feature: register what it needs in api/src/features/queues.ts (a queue, a port).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['eslint.config.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'web/test/**/*.{ts,tsx}'],
    extends: [
      reactHooks.configs.flat['recommended-latest'],
      jsxA11y.flatConfigs.recommended,
      pluginQuery.configs['flat/recommended'],
      pluginRouter.configs['flat/recommended'],
    ],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // `role` is also a prop of our own components (<RequireRole role="client">): only DOM elements carry ARIA roles.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
      // TanStack Router's documented way to leave a loader is `throw redirect(...)` / `throw notFound()`.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }] }],
    },
  },
);
