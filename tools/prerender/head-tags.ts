import type { PageHead } from '@bbg/contract';
import { escapeHtml, scriptJson, type PageDocument } from './page-document';

const meta = (attribute: 'name' | 'property', key: string, content: string): string =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** Canonical URL, Open Graph, the X card and structured data of a page's head; none for app.html's. */
function linkTags({ title, description, link, noindex }: PageHead): string[] {
  if (!link) return [];
  return [
    ...(noindex ? [meta('name', 'robots', 'noindex')] : []),
    `<link rel="canonical" href="${escapeHtml(link.url)}">`,
    // One channel for hreflang: these tags (the sitemap lists each URL without them).
    ...(link.alternates ?? []).map(({ hreflang, url }) => `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(url)}">`),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', link.siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', link.url),
    ...(link.ogLocale ? [meta('property', 'og:locale', link.ogLocale)] : []),
    ...(link.ogAlternates ?? []).map((locale) => meta('property', 'og:locale:alternate', locale)),
    meta('property', 'og:image', link.image),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', link.image),
    ...(link.jsonLd ? [`<script type="application/ld+json">${scriptJson(link.jsonLd)}</script>`] : []),
  ];
}

/** The shell's head of a page, as its document writes it: the title, the description and the tags after them. */
export const documentHead = (head: PageHead): Pick<PageDocument, 'title' | 'description' | 'headTags'> => ({
  title: head.title,
  description: head.description,
  headTags: linkTags(head),
});
