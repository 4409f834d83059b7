import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Web feature boundaries (bulletproof-react's zones): a feature may use another feature's api/ only; screens that
// combine features live in app/routes, shared pieces in components/ or lib/. One zone per feature, read from the
// folder listing so a new feature is held without editing this file; an area inside a feature is part of it.
const webFeatures = 'apps/web/src/features';
const webFeatureZones = readdirSync(new URL(webFeatures, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }, _index, all) => ({
    target: `${webFeatures}/${name}`,
    from: all.filter((other) => other.name !== name).map((other) => `${webFeatures}/${other.name}`),
    except: ['./api'],
    message: `A feature imports another feature's api/ only: move what ${name} shares down to components/ or lib/, or compose the screen in app/routes.`,
  }));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/migrations/**',
      '**/*.d.ts',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Query keys are derived from the registry in one place, and every call to our server goes through one client.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/service-query.ts', 'apps/web/src/lib/gateway.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey']",
          message: 'Query keys are derived: use serviceQueryOptions(key, params) from lib/service-query.ts.',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(invalidateQueries|setQueryData|setQueriesData|refetchQueries|resetQueries|removeQueries)$/]',
          message:
            'Name the services instead: useServiceMutation(key, { invalidates: [...] }), invalidateServices or setServiceData (lib/service-query.ts).',
        },
        {
          selector: "CallExpression[callee.name='fetch'], CallExpression[callee.object.name='globalThis'][callee.property.name='fetch']",
          message: 'Call the server through the one client: callService (lib/gateway.ts) or postJson/postMultipart/getJson (lib/rest.ts).',
        },
      ],
      // The contract's index re-exports every schema: a value imported from it brings zod and all of them into the
      // importing chunk (51 KB gzipped on the signed-in home). Types are free.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@portal/contract',
              allowTypeImports: true,
              message:
                'Import values from their own module (@portal/contract/entities/…, /rules/…, /constants): the index brings every schema.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...webFeatureZones,
            {
              target: webFeatures,
              from: 'apps/web/src/app',
              message: 'The app (router, layout, screens in app/routes) assembles features, never the other way round.',
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures must destructure their first argument, even when they use nothing from it.
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['apps/server/bench/**', 'apps/server/src/ops/**', 'apps/*/scripts/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
