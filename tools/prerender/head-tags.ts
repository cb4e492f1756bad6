import { escapeHtml, scriptJson } from './page-document';

export interface PageHead {
  /** The site's public origin from config.json, without a trailing slash. */
  readonly siteUrl: string;
  readonly path: string;
  /** The document title, site name included. */
  readonly title: string;
  readonly description: string;
  /** The link-preview image (1200×630 JPEG), a path on the site. */
  readonly image: string;
  /** Structured data for the page, if any (the home page's Organization). */
  readonly jsonLd?: object;
}

const absolute = (siteUrl: string, path: string): string => new URL(path, `${siteUrl}/`).href;

const meta = (attribute: 'name' | 'property', key: string, content: string): string =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** Canonical URL, Open Graph and the X card: absolute URLs, so link previews and crawlers resolve them anywhere. */
export function headTags({ siteUrl, path, title, description, image, jsonLd }: PageHead): string[] {
  const url = absolute(siteUrl, path);
  return [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'BBG'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', absolute(siteUrl, image)),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', absolute(siteUrl, image)),
    ...(jsonLd ? [`<script type="application/ld+json">${scriptJson(jsonLd)}</script>`] : []),
  ];
}
