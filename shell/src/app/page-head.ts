import type { PageHead, RemoteRecord, RemoteRoute } from '@bbg/contract';
import { organizationJsonLd } from '../content/organization';

const SITE_NAME = 'BBG';
const SITE_DESCRIPTION =
  'BBG: travel, electronics, fashion, general trading, IT, logistics and GSA businesses across the Middle East, Africa and Asia.';

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

/** The head of app.html, which answers every route not pre-rendered: the site's name and description. */
export const siteHead: PageHead = { title: SITE_NAME, description: SITE_DESCRIPTION };

/** The folder of the record's current version on the site (`remotes/<id>/<version>`). */
function currentFolder(record: RemoteRecord): string {
  const version = record.versions[record.current];
  if (!version) throw new Error(`${record.name}: the registry does not describe its current version ${record.current}`);
  return version.files.replace(/\/[^/]+$/, '');
}

/**
 * The head of the page at `path` (an origin-relative path): the home page's when `owned` is absent, else the page of
 * a remote's route. The pre-render writes it into the page's document; the browser applies it on navigation.
 */
export function pageHead(siteUrl: string, path: string, owned?: OwnedRoute): PageHead {
  const absolute = (sitePath: string): string => new URL(sitePath, `${siteUrl}/`).href;
  const link = { siteName: SITE_NAME, url: absolute(path) };
  if (!owned) return { ...siteHead, link: { ...link, image: absolute(HOME_PREVIEW), jsonLd: organizationJsonLd(siteUrl) } };
  const { route, record } = owned;
  return {
    title: `${route.title} | ${SITE_NAME}`,
    description: route.description ?? SITE_DESCRIPTION,
    link: { ...link, image: absolute(`/${currentFolder(record)}/${REMOTE_PREVIEW}`) },
  };
}
