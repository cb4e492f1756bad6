import { LOCALES, localizedPath, type Registry, type RemoteId, type RemoteRoute } from '@bbg/contract';
import { paths as shellPaths } from '../../shell/src/app/paths';
import { APP_DOCUMENT, isStaticRoute, routeFile } from '../prerender/route-file';
import { DeployError } from './deploy-error';

/** The documents the shell serves: its pages in every locale (index.html, fr.html, ar.html) and app.html. */
const SHELL_DOCUMENTS = new Set([APP_DOCUMENT, ...Object.values(shellPaths).flatMap((path) => LOCALES.map((locale) => routeFile(localizedPath(path, locale))))]);

/**
 * The shell's document a path would be pre-rendered over, if any: `/app` is app.html, which answers every unknown
 * path; `/index` is the home page's index.html; `/fr` and `/ar` are the French and Arabic home pages.
 */
export function shellDocumentOf(path: string): string | undefined {
  if (!isStaticRoute(path)) return undefined;
  let file: string;
  try {
    file = routeFile(path).toLowerCase();
  } catch {
    return undefined;
  }
  return SHELL_DOCUMENTS.has(file) ? file : undefined;
}

/** Who serves a path now: the shell for its own pages and documents, else the remote whose current version lists it. */
function ownerOf(registry: Registry, path: string, except: RemoteId): string | undefined {
  const key = path.toLowerCase();
  if (Object.values(shellPaths).some((own) => own.toLowerCase() === key)) return 'the shell';
  const document = shellDocumentOf(path);
  if (document) return `the shell (its ${document})`;
  for (const [id, record] of Object.entries(registry.remotes)) {
    if (id === except) continue;
    const routes = record.versions[record.current]?.routes ?? [];
    if (routes.some((route) => route.path.toLowerCase() === key)) return `the remote ${id} (${record.section})`;
  }
  return undefined;
}

/**
 * Refuses to make `routes` current for `remote` when the shell or another remote's current version already serves one
 * of their paths: a path belongs to one app, and the router matches paths in any case, so `/About-Us` is `/about-us`.
 */
export function assertOwnRoutes(registry: Registry, remote: RemoteId, routes: readonly RemoteRoute[]): void {
  for (const route of routes) {
    const owner = ownerOf(registry, route.path, remote);
    if (owner) throw new DeployError(`${route.path} is claimed by both the remote ${remote} and ${owner}: a page belongs to one section. Rename or remove it in one of them.`);
  }
}
