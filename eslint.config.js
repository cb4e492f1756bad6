import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const remotes = ['mfe-about', 'mfe-brands', 'mfe-media', 'mfe-contact', 'mfe-legal'];
const apps = ['shell', ...remotes];

/** A CSS module belongs to the component beside it: only './<name>.module.css' may import it. */
const ownFolderCss = {
  regex: '^(?!\\./[^/]+\\.module\\.css$).*\\.module\\.css$',
  message: "Import a CSS module only from its own folder ('./<name>.module.css'): compose the component that owns it, or change it in the kit.",
};
/** Apps reach the shared workspace through its alias, as the build and the federation share it. */
const sharedByAlias = {
  regex: '^(\\.\\./)+shared(/|$)',
  message: "Import the shared workspace as '@bbg/shared/...', never by a relative path.",
};

/** A remote never imports another remote or the shell; the shared workspace imports no app. */
/** The router is bundled by its owner only (not shared); remotes and the kit use the platform's navigation. */
const routerOwnedByShell = {
  regex: '^react-router(-dom)?$|(^@bbg/shared/|^(\\.\\./)+)navigation/router/',
  message: "Navigate through '@bbg/shared/platform' (Link, useLocation, useNavigate, useParams, useHref): the router is not shared.",
};

const boundaries = (self) => ({
  files: [`${self}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.\\./)+(${['shell', ...remotes].filter((app) => app !== self).join('|')})(/|$)`,
            message: 'Apps never import each other: move cross-app code to the shared workspace (@bbg/shared).',
          },
          { regex: '^(\\.\\./)+tools/', message: 'App code does not import the build tools.' },
          ...(self === 'shell' ? [] : [routerOwnedByShell]),
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
  ...apps.map(boundaries),
  {
    // The house style's own import rules, on a rule of their own so the boundaries' overrides leave them in force.
    files: ['**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [ownFolderCss] }] },
  },
  {
    files: apps.map((app) => `${app}/**/*.{ts,tsx}`),
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [ownFolderCss, sharedByAlias] }] },
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
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./)+(shell|mfe-[a-z]+|tools)(/|$)', message: 'The shared workspace imports no app.' },
            routerOwnedByShell,
            {
              regex: '^(\\.\\.?/)+platform$',
              message: "Import '@bbg/shared/platform': only that request is the federation singleton; a relative path bundles a second copy.",
            },
          ],
        },
      ],
    },
  },
  {
    // The router's owners: the adapter onto the contract, the standalone frame, and tests that set up a router.
    files: ['shared/src/navigation/**', 'shared/src/standalone/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The kit's page-frame stylesheets in their one order: the only module that imports other folders' CSS modules (for their order, never their classes).
    files: ['shared/src/ui/kit-styles.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    // CommonJS files (Rspack's loaders) import with require().
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
