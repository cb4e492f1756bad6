import { cohortCookie, cohortFromCookies, inCanary, newCohort, type Registry, type RemoteRecord } from '@bbg/contract';

/** This visitor's cohort, from the first-party cookie the server (or the CDN) set; undefined without one. */
export const visitorCohort = (cookies: string = typeof document === 'undefined' ? '' : document.cookie): number | undefined => cohortFromCookies(cookies);

/** A record's remote id, read from where its versions live (`remotes/<id>/<version>/`). */
const remoteIdOf = (record: RemoteRecord): string | undefined => /(?:^|\/)remotes\/([^/]+)\//.exec(record.versions[record.current]?.entryScript ?? '')?.[1];

/** The canary version this visitor gets of a remote, if its canary runs and the visitor's cohort is in its share. */
export function canaryFor(record: RemoteRecord, cohort: number | undefined = visitorCohort()): string | undefined {
  const { canary } = record;
  const id = remoteIdOf(record);
  return canary && cohort !== undefined && id && inCanary(cohort, id, canary.percent) ? canary.version : undefined;
}

/** The remotes whose canary this visitor gets (the beacon's `canary`, so the collector counts their cohort). */
export const canaryRemotes = (registry: Registry, cohort: number | undefined = visitorCohort()): string[] =>
  Object.entries(registry.remotes).flatMap(([id, record]) => (record && canaryFor(record, cohort) ? [id] : []));

/**
 * Gives this visitor a cohort when a page of a remote whose canary runs is loaded, and nobody has: behind a CDN, whose
 * function reads the cookie but cannot set it (`npm start`'s server sets it on the page request). A served page keeps
 * the version it was rendered with; client navigations and the next page load choose with the cohort, as the CDN does.
 */
export function keepCohort(record: RemoteRecord, doc: Document = document, random: () => number = Math.random): void {
  if (!record.canary || visitorCohort(doc.cookie) !== undefined) return;
  doc.cookie = cohortCookie(newCohort(random()), doc.location.protocol === 'https:');
}
