import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// ---- Server boundaries (issue 27): the server's features, read from the folder so a new feature is covered at once.
const serverSrc = path.join(import.meta.dirname, 'apps/server/src');
const serverFeatures = readdirSync(path.join(serverSrc, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => path.join(serverSrc, 'features', entry.name));

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
      // The browser tests' copy of the built app (e2e/start-server.sh).
      'e2e/.web-dist/**',
      'data/**',
      // Test data of scripts/lint-rules/*.test.ts: files that break a rule on purpose, linted by the test itself.
      'scripts/lint-rules/fixtures/**',
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
        {
          // A loader's root is a plain span: a name on it without a role is an ARIA attribute axe refuses (serious),
          // caught by a browser test only when it ran before the answer (a retried test, 2026-12-04).
          selector:
            "JSXOpeningElement[name.name='Loader']:has(JSXAttribute[name.name='aria-label']):not(:has(JSXAttribute[name.name='role']))",
          message: 'A named loader is a status: add role="status" (or hide it with aria-hidden and name its status).',
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
    // Issue 27, composition: no import circles anywhere (contract, server, web, e2e). Type-only imports make no circle
    // (they are gone at run time). Paths resolve as TypeScript resolves them, workspace packages included
    // (@portal/contract/...). No inline disable and no allow-list; scripts/lint-rules/cycles-and-plugins.test.ts
    // proves it fires. (That plugins/ never import features/ is a zone of the server boundaries below: one
    // no-restricted-paths setting per file, since a later block's setting replaces an earlier one.)
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these the rule's walk parses no TypeScript file, so it would find no circle (import-x's typescript preset).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          // The lint-rules fixtures are in a project of their own, so their imports resolve as the app's do.
          project: [
            'packages/contract/tsconfig.json',
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'e2e/tsconfig.json',
            'scripts/lint-rules/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // Packages in node_modules cannot import our files back: not following them keeps the rule's walk short.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
    files: ['apps/server/bench/**', 'apps/server/topology/**', 'apps/server/src/ops/**', 'apps/*/scripts/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
  // ---- Server boundaries (issue 27) ----
  // A server feature never imports another feature: what several use lives in domain/ (business rules) or lib/
  // (technical helpers), and those two never import a feature. The files at the root of features/ (the generated
  // handler map, the service context) belong to no feature, so they are not in any zone.
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(import.meta.dirname, 'apps/server/tsconfig.json') })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...serverFeatures.map((feature) => ({
              target: feature,
              from: serverFeatures.filter((other) => other !== feature),
              message: 'A server feature does not import another: move what both use to domain/ or lib/.',
            })),
            {
              target: [path.join(serverSrc, 'domain'), path.join(serverSrc, 'lib')],
              from: serverFeatures,
              message: 'domain/ and lib/ sit below the features and never import one.',
            },
            {
              target: path.join(serverSrc, 'plugins'),
              from: path.join(serverSrc, 'features'),
              message: 'plugins/ never import features/: app.ts passes the maps and checks in (issue 27).',
            },
          ],
        },
      ],
    },
  },
);
