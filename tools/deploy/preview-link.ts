import { LOCALES, localizedPath, PREVIEW_PARAM, previewableOf, previewValue, type Registry } from '@bbg/contract';
import type { RemoteInfo } from '../apps';
import { DeployError } from './deploy-error';
import { stagedTarget } from './staged-versions';

/** The pages a preview can open: the home page, the staged version's own, and every other remote's current ones. */
function previewPages(registry: Registry, remote: RemoteInfo, version: string): string[] {
  const routes = Object.entries(registry.remotes).flatMap(([id, record]) => (record ? (record.versions[id === remote.id ? version : record.current]?.routes ?? []) : []));
  return ['/', ...routes.map((route) => route.path).filter((path) => !/[:*]/.test(path))];
}

/**
 * The link that turns on a preview of a staged version in one browser tab: `<siteUrl><path>?bbg-preview=<remote>@<version>`.
 * While a canary runs, the current version can be forced too, for QA in the canary's share. Refuses any other version
 * and a path that is not a page of the site with that version, in one of its locales (`/fr/privacy-policy`, `/ar`).
 */
export function previewLink(registry: Registry, siteUrl: string, remote: RemoteInfo, version: string, path = '/'): string {
  const record = registry.remotes[remote.id];
  if (!record || !previewableOf(record).includes(version)) stagedTarget(record, remote, version);
  const pages = previewPages(registry, remote, version);
  const inLocales = pages.flatMap((candidate) => LOCALES.map((locale) => localizedPath(candidate, locale)));
  const page = inLocales.find((candidate) => candidate.toLowerCase() === path.toLowerCase());
  if (!page) throw new DeployError(`${path} is not a page of the site with ${remote.dir} ${version}. Pages: ${pages.join(', ')}, each also under a locale's prefix (${LOCALES.map((locale) => localizedPath('/', locale)).filter((prefix) => prefix !== '/').join(', ')}).`);
  return `${new URL(page, `${siteUrl}/`).href}?${PREVIEW_PARAM}=${previewValue(remote.id, version)}`;
}
