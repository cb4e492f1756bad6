import { LOCALE_INFO, LOCALES, localizedPath, OG_LOCALES, type Locale, type PageAlternate, type PageHead } from '@bbg/contract';
import type { HeadSite, OwnedRoute } from './page-head';

/** The locales a page is reviewed in: English, and those its owner (the remote, or the shell for its own) says. */
function reviewedLocales(site: HeadSite, owned?: OwnedRoute): Locale[] {
  const said = owned ? (owned.record.versions[owned.record.current]?.reviewed ?? []) : site.shellReviewed;
  return LOCALES.filter((locale) => locale === 'en' || said.includes(locale));
}

/**
 * A page's head with its language versions, as the pre-render writes it (browsers need none of it to navigate): a
 * reviewed page names its versions in every reviewed locale, absolutely, and the x-default (hreflang, Open Graph's
 * alternate locales); an unreviewed translation is `noindex` and names none.
 */
export function withAlternates(page: PageHead, site: HeadSite, path: string, owned?: OwnedRoute): PageHead {
  const head = page.link ? { ...page, link: { ...page.link, ogLocale: OG_LOCALES[site.locale] } } : page;
  const reviewed = reviewedLocales(site, owned);
  if (!reviewed.includes(site.locale)) return { ...head, noindex: true };
  if (!head.link || reviewed.length < 2) return head;
  const absolute = (sitePath: string): string => new URL(sitePath, `${site.siteUrl}/`).href;
  const alternates: PageAlternate[] = [
    ...reviewed.map((locale) => ({ hreflang: LOCALE_INFO[locale].lang, url: absolute(localizedPath(path, locale)) })),
    { hreflang: 'x-default', url: absolute(path) },
  ];
  const ogAlternates = reviewed.filter((locale) => locale !== site.locale).map((locale) => OG_LOCALES[locale]);
  return { ...head, link: { ...head.link, alternates, ogAlternates } };
}
