import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../apps';

interface PackageJson {
  readonly version: string;
  readonly dependencies: Record<string, string>;
}

const rootPackage = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as PackageJson;
const sharedPackage = JSON.parse(readFileSync(join(repoRoot, 'shared/platform/package.json'), 'utf8')) as PackageJson;

const exact = (name: string): string => {
  const range = rootPackage.dependencies[name];
  if (!range) throw new Error(`${name} must be a dependency in the root package.json`);
  return range;
};

const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion, strictVersion: false });

/**
 * The one map of shared dependencies. Never "share everything": only what must exist once.
 * React Router is not shared: a shared module is never tree-shaken (61 KB gzip whole), so only the router's
 * owner bundles it (the shell; a standalone frame its own) and remotes navigate through the platform's
 * navigation contract (`@bbg/platform`: Link, useLocation, useNavigate, useParams, useHref).
 * `react/` and `react-dom/` share the subpaths (react/jsx-runtime, react-dom/client): without the
 * trailing-slash keys each app would bundle its own jsx-runtime and client renderer.
 */
export function sharedDependencies() {
  const react = exact('react');
  const reactDom = exact('react-dom');
  return {
    react: singleton(react),
    'react/': singleton(react),
    'react-dom': singleton(reactDom),
    'react-dom/': singleton(reactDom),
    // Toasts raised by a remote must reach the one container the shell mounts.
    'react-toastify/unstyled': { ...singleton(exact('react-toastify')), version: exact('react-toastify') },
    '@bbg/platform': { ...singleton(sharedPackage.version), version: sharedPackage.version },
  };
}

/**
 * Names whose single run-time copy the e2e suite checks.
 * @internal (exported for tests and tools only)
 */
export const singletonNames = ['react', 'react-dom', 'react-toastify/unstyled', '@bbg/platform'] as const;
