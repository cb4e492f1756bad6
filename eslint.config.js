import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A CSS module belongs to the component beside it: only './<name>.module.css' may import it. */
const ownFolderCss = {
  regex: '^(?!\\./[^/]+\\.module\\.css$).*\\.module\\.css$',
  message: "Import a CSS module only from its own folder ('./<name>.module.css'): compose the component that owns it, or change it in the kit.",
};
/** Packages have front doors: their index.ts (and the kit's global stylesheets), never a file inside them. */
const entryPointsOnly = {
  regex: '^@bbg/[a-z-]+/(?!(fonts|tokens|base)\\.css$)',
  message: "Import a package by its entry point ('@bbg/kit'), never a file inside it: what it offers is in its src/index.ts.",
};
/** Apps and packages never reach into another folder of the repository by a relative path. */
const noReachingOut = {
  regex: '^(\\.\\./)+(shell|mfe-[^/]+|shared|tools|e2e)(/|$)',
  message: 'Apps never import each other or the tools, and reach shared code by its package name (@bbg/kit, @bbg/contract…).',
};
/** The router is bundled by its owners only (not shared); remotes and the kit use the platform's navigation. */
const routerOwned = {
  regex: '^(react-router(-dom)?|@bbg/router)$',
  message: "Navigate through '@bbg/platform' (Link, useLocation, useNavigate, useParams, useHref): the router is not shared.",
};
/** Test helpers are for tests: production code never imports the testing package. */
const testingForTests = { regex: '^@bbg/testing$', message: 'The testing package is for tests (*.test.ts[x]) only.' };

/** The shared packages in layers: each may import only those before it, so their dependencies flow one way. */
const layers = {
  contract: [],
  platform: ['contract'],
  runtime: ['contract', 'platform'],
  router: ['contract', 'platform', 'runtime'],
  kit: ['contract', 'platform', 'runtime'],
  standalone: ['contract', 'platform', 'runtime', 'router', 'kit'],
  catalogue: ['contract', 'platform', 'runtime', 'router', 'kit'],
  testing: ['contract', 'platform', 'runtime', 'router', 'kit'],
};
const layerRule = ([name, allowed]) => ({
  files: [`shared/${name}/src/**/*.{ts,tsx}`],
  ignores: ['**/*.{test,fixture}.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^@bbg/(?!(${[name, ...allowed].join('|')})(/|$))`,
            message: `@bbg/${name} may import only ${allowed.length ? allowed.map((dep) => `@bbg/${dep}`).join(', ') : 'no other package'}: shared packages form layers, and a package never imports a later one.`,
          },
          ...(['standalone', 'catalogue', 'testing', 'router'].includes(name) ? [] : [routerOwned]),
          testingForTests,
        ],
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/dist-private/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', '**/public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.configs.strict.rules },
  },
  {
    files: ['{shell,mfe-*}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.{test,fixture}.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [testingForTests] }] },
  },
  {
    // Remotes navigate through the platform: only the shell owns the router.
    files: ['mfe-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.{test,fixture}.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [routerOwned, testingForTests] }] },
  },
  ...Object.entries(layers).map(layerRule),
  {
    // The house style's own import rules, on a rule of their own so the boundaries above leave them in force.
    files: ['**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [ownFolderCss, entryPointsOnly, noReachingOut] }] },
  },
  {
    files: ['{shared,shell,mfe-*,tools,e2e}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['{shared,shell,mfe-*}/*/**/*.{ts,tsx}'],
    ignores: ['*/rspack.config.ts', 'shared/catalogue/rspack.config.ts'],
    rules: { 'import-x/no-relative-packages': 'error' },
  },
  {
    // Tools and the e2e suite read the build's own files by path (rspack configs, fixtures): only apps' rules apply.
    files: ['{tools,e2e}/**/*.{ts,tsx}', '*/rspack.config.ts', 'shared/catalogue/rspack.config.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [ownFolderCss, entryPointsOnly] }] },
  },
  {
    // The kit's page-frame stylesheets in their one order: the only module that imports other folders' CSS modules (for their order, never their classes).
    files: ['shared/kit/src/ui/kit-styles.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    // CommonJS files (Rspack's loaders) import with require().
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Catalogues in other languages: French sets a no-break space before « : ; ! ? » and inside guillemets, in
    // template literals too.
    files: ['{shell,mfe-*}/src/content/*/**/*.ts'],
    rules: { 'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true, skipComments: true }] },
  },
);
