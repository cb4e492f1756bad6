import { LOCALES, localizedPath, type Registry } from '@bbg/contract';
import { pageStore, templateId } from '../prerender/page-store';
import { TEMPLATE_FILE } from '../prerender/render-site';
import { isStaticRoute, routeFile } from '../prerender/route-file';
import { objectHeaders } from '../deploy/storage/object-headers';
import type { ObjectStore } from '../deploy/storage/object-store';

/** A running canary as the CDN function chooses it: the remote, its share, and each page path's public copy. */
export interface CdnCanary {
  readonly remote: string;
  readonly percent: number;
  /** A page's path (`/privacy-policy`, `/ar/privacy-policy`) → the object the CDN serves a visitor in the share. */
  readonly pages: Readonly<Record<string, string>>;
}

/** Where a canary version's pages are public, for the CDN: per remote (a team writes only its own), shell and version. */
const publicCanaryPrefix = (remote: string, shellId: string, version: string): string => `canary/${remote}/${shellId}/${version}/`;

/**
 * Makes each running canary's pages public and returns what the CDN function needs to choose them. The release
 * stored them privately (`.server/pages/<shell>/<remote>/<version>/`), which the CDN cannot read; each is copied once
 * to `canary/<remote>/<shell>/<version>/`, immutable like a version folder, and stays after the canary ends. A page
 * the canary has no stored copy of (one a shell build failed to render) is left to the current version, as `npm start`
 * does. No request is made while no canary runs.
 */
export async function publishCanaryPages(store: ObjectStore, registry: Registry): Promise<CdnCanary[]> {
  const running = Object.entries(registry.remotes).flatMap(([remote, record]) => (record?.canary ? [{ remote, record, ...record.canary }] : []));
  if (running.length === 0) return [];
  const template = await store.get(TEMPLATE_FILE);
  if (!template) return [];
  const shellId = templateId(template.body.toString('utf8'));
  return Promise.all(
    running.map(async ({ remote, record, version, percent }) => {
      const stored = pageStore(shellId, remote, version);
      const published = publicCanaryPrefix(remote, shellId, version);
      const [storedKeys, publishedKeys] = await Promise.all([store.list(stored), store.list(published)]);
      const files = new Set(storedKeys.filter((key) => key.endsWith('.html')).map((key) => key.slice(stored.length)));
      const missing = [...files].filter((file) => !publishedKeys.includes(`${published}${file}`));
      await Promise.all(
        missing.map(async (file) => {
          const page = await store.get(`${stored}${file}`);
          if (page) await store.put(`${published}${file}`, page.body, objectHeaders(`${published}${file}`));
        }),
      );
      const paths = (record.versions[version]?.routes ?? []).filter((route) => isStaticRoute(route.path)).flatMap((route) => LOCALES.map((locale) => localizedPath(route.path, locale)));
      const pages = Object.fromEntries(paths.filter((path) => files.has(routeFile(path))).map((path) => [path, `/${encodeURI(`${published}${routeFile(path)}`)}`]));
      return { remote, percent, pages };
    }),
  );
}
