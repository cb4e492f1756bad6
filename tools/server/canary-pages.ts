import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { cohortCookie, cohortFromCookies, inCanary, newCohort, pathInLocale, routePattern, type Registry } from '@bbg/contract';
import { privateDirOf } from '../deploy/deploy-paths';
import { templateId } from '../prerender/page-store';
import { isStaticRoute, routeFile } from '../prerender/route-file';
import { withoutTrailingSlash } from './path-rules';
import { readRegularFile } from './regular-file';

/** What a page request gets: the canary's stored page when the visitor is in its share, and the cookie to set. */
export interface CanaryChoice {
  /** The canary's pre-rendered page to serve instead of the current one. */
  readonly file?: string;
  /** A Set-Cookie value, for a visitor without a valid cohort while a canary runs. */
  readonly cookie?: string;
}

/** How often at most the registry and the template are read again. */
const REFRESH_MS = 1_000;

/**
 * The id of the shell build whose page template the private folder holds; undefined while there is none that can be
 * read. Never waits on what stands there instead: a FIFO read on a page request would hold every request after it.
 */
function shellIdOf(template: string): string | undefined {
  try {
    const read = readRegularFile(template);
    return read.kind === 'file' ? templateId(read.bytes.toString('utf8')) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Chooses, for a page request, between the current version's served page and a canary's stored one, from the
 * visitor's cohort cookie (one random number; a missing or forged one gets a new cohort and the cookie). Reads the
 * deploy folder's registry (at most once a second) and the canary's pages stored privately by its release
 * (`<deploy>-private/pages/<shell>/<remote>/<version>/`). Nothing changes while no canary runs: no cookie is set.
 * `readRegistry` is the server's registry in force (registry-source.ts), so a broken edit never ends a canary.
 */
export function createCanaryChooser(root: string, readRegistry: () => Registry | undefined, random: () => number = Math.random, now: () => number = Date.now) {
  const privateDir = privateDirOf(root);
  let readAt = Number.NEGATIVE_INFINITY;
  let registry: Registry | undefined;
  let shellId: string | undefined;
  const current = (): void => {
    if (now() - readAt < REFRESH_MS) return;
    readAt = now();
    registry = readRegistry();
    shellId = shellIdOf(join(privateDir, 'template.html'));
  };

  return (requestPath: string, cookieHeader: string | undefined, secure: boolean): CanaryChoice => {
    current();
    // The page a path names however many slashes end it (/fr/ is /fr), as the file lookup and the CDN read it.
    const pathname = withoutTrailingSlash(requestPath);
    const canaries = Object.entries(registry?.remotes ?? {}).flatMap(([id, record]) => (record?.canary ? [{ id, ...record.canary, routes: record.versions[record.canary.version]?.routes ?? [] }] : []));
    if (canaries.length === 0) return {};
    const known = cohortFromCookies(cookieHeader);
    const cohort = known ?? newCohort(random());
    const cookie = known === undefined ? cohortCookie(cohort, secure) : undefined;
    const english = pathInLocale(pathname);
    const canary = canaries.find(({ routes }) => routes.some((route) => isStaticRoute(route.path) && routePattern(route.path).test(english)));
    if (!canary || !shellId || !inCanary(cohort, canary.id, canary.percent)) return cookie ? { cookie } : {};
    let file: string;
    try {
      file = join(privateDir, 'pages', shellId, canary.id, canary.version, routeFile(pathname));
    } catch {
      return cookie ? { cookie } : {};
    }
    return existsSync(file) && statSync(file).isFile() ? { file, ...(cookie ? { cookie } : {}) } : cookie ? { cookie } : {};
  };
}
