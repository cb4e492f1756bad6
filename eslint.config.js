import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const remotes = ['mfe-about', 'mfe-brands', 'mfe-media', 'mfe-contact', 'mfe-legal'];

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
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', '**/public/**'] },
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
  ...['shell', ...remotes].map(boundaries),
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
    files: ['shared/src/navigation/**', 'shared/src/standalone/**', '**/*.test.{ts,tsx}', '**/render-page.tsx', '**/render-at.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
