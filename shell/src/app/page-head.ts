import { localizedPath, routeHeadIn, type Locale, type PageHead, type RemoteRecord, type RemoteRoute } from '@bbg/contract';
/** The site's name: the title of its home page and of any page without its own. */
export const SITE_NAME = 'BBG';

/**
 * The link-preview images (tools/imagery/generate-og-images.ts): the home page's is the shell's; a remote's pages
 * use the one it publishes with each version (its public/preview.jpg), so a release can change it.
 */
const HOME_PREVIEW = '/og/home.jpg';
const REMOTE_PREVIEW = 'preview.jpg';

/** A remote's route, with the record of the remote that serves it (its current version). */
export interface OwnedRoute {
  readonly record: RemoteRecord;
  readonly route: RemoteRoute;
}

/** Where a head is written: the site's URL, the document's locale, and the shell's words in it. */
export interface HeadSite {
  readonly siteUrl: string;
  readonly locale: Locale;
  /** The site's description in the locale (the home page's, and any page's without its own). */
  readonly description: string;
  /** The locales whose translation of the shell's own pages a person has reviewed (English always is). */
  readonly shellReviewed: readonly Locale[];
}

/** The folder of the record's current version on the site (`remotes/<id>/<version>`). */
function currentFolder(record: RemoteRecord): string {
  const version = record.versions[record.current];
  if (!version) throw new Error(`${record.name}: the registry does not describe its current version ${record.current}`);
  return version.files.replace(/\/[^/]+$/, '');
}

/**
 * The head of the page at `path` (written as English writes it, `/about-us`) in the site's locale: the home page's
 * when `owned` is absent, else the page of a remote's route. The pre-render writes it into the page's document, with
 * its language versions (page-alternates.ts); the browser applies it on navigation.
 */
export function pageHead(site: HeadSite, path: string, owned?: OwnedRoute): PageHead {
  const absolute = (sitePath: string): string => new URL(sitePath, `${site.siteUrl}/`).href;
  const link = { siteName: SITE_NAME, url: absolute(localizedPath(path, site.locale)) };
  if (!owned) return { title: SITE_NAME, description: site.description, link: { ...link, image: absolute(HOME_PREVIEW) } };
  const { route, record } = owned;
  const head = routeHeadIn(route, site.locale);
  return {
    title: `${head.title} | ${SITE_NAME}`,
    description: head.description ?? site.description,
    link: { ...link, image: absolute(`/${currentFolder(record)}/${REMOTE_PREVIEW}`) },
  };
}
