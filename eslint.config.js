import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { builtinModules } from 'node:module';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((name) => `node:${name}`)];

const namedExportsOnly = { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' };

// The data layer (issue 27): every table has one owner, a module of shared/src/data run over the API's Sequelize
// connection (api/src/db/sequelizeSql.ts) or the worker's pg pool (activities/src/db/pgSql.ts). Elsewhere in product
// code: no SQL (`.query(`), no pg connection (`import type pg` for the pool handed to a store stays allowed: a type
// runs nothing), no Sequelize model. Tests and bench are exempt: they seed and inspect the database by design.
const DATA_LAYER = ['shared/src/data/**', 'api/src/db/**', 'activities/src/db/**', 'worker/src/db/**'];
const PRODUCT_SERVER_CODE = ['{shared,api,activities,worker,workflows}/src/**/*.ts'];
const noSqlCalls = {
  selector: "CallExpression[callee.property.name='query']",
  message: 'SQL lives in the data layer: call the store of shared/src/data that owns the table (issue 27).',
};
const noPgConnection = { name: 'pg', allowTypeImports: true, message: 'Reach PostgreSQL through the data layer (shared/src/data), not pg (issue 27).' };
const noModels = {
  group: ['**/models', '**/models/*', '@arcline/api/models', '@arcline/api/models/*'],
  message: 'No table has a Sequelize model (issue 27): use the store of shared/src/data that owns it.',
};
// Package arrows, written once: a config object that sets no-restricted-imports replaces the options of an earlier one.
const serverArrows = [
  { group: ['@arcline/workflows', '@arcline/workflows/*', '@arcline/activities', '@arcline/activities/*'], message: 'Contracts live in @arcline/shared/contracts.' },
  { group: ['@arcline/api', '@arcline/api/*', '@arcline/web', '@arcline/web/*', '@arcline/worker', '@arcline/worker/*'], message: 'Only the app imports these.' },
];
const activitiesArrows = [
  { group: ['@arcline/workflows', '@arcline/workflows/*'], message: 'Contracts live in @arcline/shared/contracts.' },
  { group: ['@arcline/api', '@arcline/api/*', '@arcline/web', '@arcline/web/*', '@arcline/worker', '@arcline/worker/*'], message: 'Only the app imports these.' },
];
const serverOnlyData = {
  group: ['@arcline/shared/data', '@arcline/shared/data/*', '**/shared/src/data', '**/shared/src/data/*'],
  message: 'The data layer (@arcline/shared/data) is server-only: the API and the worker import it, never the browser.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', namedExportsOnly],
    },
  },
  {
    // A package reaches another only through its name and exports (@arcline/workflows/matrix), never by a relative path
    // out of its folder (`../../../workflows/src/...`), which would slip past the arrows below. tests/ and bench/ are
    // exempt (they exercise every package's internals by design), and so is web's build configuration (web/*.ts): Vite
    // loads it before any TypeScript loader, so it takes shared's zod-free modules by path to bundle them.
    files: ['{shared,api,workflows,activities,worker,web,addin}/src/**/*.{ts,tsx}', 'activities/test-support/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: { 'import-x/no-relative-packages': 'error' },
  },
  {
    // Code only tests run (fakes, clocks, fixtures) lives in testing/ or testdata/ beside what it serves; product code
    // never imports it, so it stays out of every bundle and build (issue 27).
    files: ['{shared,api,workflows,activities,worker,web,addin}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', '**/testdata/**'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [{ target: './', from: ['./**/testing/**', './**/testdata/**'], message: 'Test-only code: import it from tests only.' }] },
      ],
    },
  },
  {
    files: ['**/*.config.{js,ts}', 'tests/harness/globalSetup.ts', 'docker/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Dependency arrows point one way: api, activities and workflows depend on shared; only workflows see activities (types);
    // the worker (worker/) imports activities and workflows, and nothing product-side imports the worker.
    files: ['activities/src/**/*.ts', 'activities/test-support/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: activitiesArrows }] },
  },
  {
    files: ['shared/src/**/*.ts', 'api/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverArrows }] },
  },
  {
    // The add-in builds on the web app (addin → web → shared); the web app reaches a document only through DocumentHost.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@arcline/addin', '@arcline/addin/*'], message: 'The web app talks to a document through DocumentHost only.' }, serverOnlyData] },
      ],
    },
  },
  {
    files: ['addin/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverOnlyData] }] },
  },
  {
    // The data layer's rule (see DATA_LAYER above), with the arrows of each package kept.
    files: PRODUCT_SERVER_CODE,
    ignores: [...DATA_LAYER, '**/*.test.ts', 'workflows/src/**'],
    rules: { 'no-restricted-syntax': ['error', namedExportsOnly, noSqlCalls] },
  },
  {
    files: ['shared/src/**/*.ts', 'api/src/**/*.ts'],
    ignores: [...DATA_LAYER, '**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [noPgConnection], patterns: [...serverArrows, noModels] }] },
  },
  {
    files: ['activities/src/**/*.ts'],
    ignores: [...DATA_LAYER, '**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [noPgConnection], patterns: [...activitiesArrows, noModels] }] },
  },
  {
    // The worker opens the pg pool the stores run over (worker.ts), so it may import pg; it runs no SQL of its own.
    files: ['worker/src/**/*.ts'],
    ignores: [...DATA_LAYER, '**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noModels] }] },
  },
  {
    // @arcline/shared/contracts and /workflow are what workflow bundles load: no zod and nothing of the package root
    // (schemas live beside their texts in the root, e.g. shared/src/playbooks; contracts keep types and constants).
    // The HTTP contracts (shared/src/contracts/http: zod request and response schemas) are exported from the root only.
    files: ['shared/src/contracts/**/*.ts', 'shared/src/workflow.ts'],
    ignores: ['shared/src/**/*.test.ts', 'shared/src/contracts/http/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', allowTypeImports: true, message: 'Workflow bundles import this module: keep zod in the package root.' }],
          patterns: [
            { group: ['../*', '!../contracts/*', './http', './http/*'], allowTypeImports: true, message: 'Workflow bundles import this module: nothing of the package root.' },
          ],
        },
      ],
    },
  },
  {
    // Workflow code must be deterministic: no Node built-ins, no clocks or randomness of its own, no I/O. And light: a
    // worker evaluates its bundle's modules for workflow runs, so the package root of shared (zod, every schema) would
    // cost tens of milliseconds of CPU per run; texts come from @arcline/shared/workflow, types from /contracts.
    files: ['workflows/src/**/*.ts'],
    ignores: ['workflows/src/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...nodeBuiltins.map((name) => ({ name, message: 'Workflows run in a deterministic sandbox: no Node built-ins.' })),
            { name: '@arcline/shared', message: 'Import from @arcline/shared/workflow or /contracts: the root pulls zod into every workflow run.' },
          ],
          patterns: [
            { group: ['@arcline/activities', '@arcline/activities/*'], allowTypeImports: true, message: 'Import activities as types only.' },
            { group: ['pg', 'sequelize', 'express', '@azure/*', '@anthropic-ai/*'], message: 'No I/O in workflows.' },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Use workflow time from @temporalio/workflow, not Date.now().' },
        { object: 'Math', property: 'random', message: 'Use uuid4() or a seeded value from @temporalio/workflow.' },
        { object: 'crypto', property: 'randomUUID', message: 'Use uuid4() from @temporalio/workflow.' },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'setTimeout', message: 'Use sleep() from @temporalio/workflow.' },
        { name: 'setInterval', message: 'Use sleep() in a loop from @temporalio/workflow.' },
        { name: 'fetch', message: 'No I/O in workflows: call an activity.' },
        { name: 'process', message: 'No process access in workflows.' },
        { name: 'performance', message: 'No clocks in workflows.' },
      ],
    },
  },
);
