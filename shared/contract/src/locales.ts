/**
 * The site's languages. English is unprefixed and the `x-default`; every other locale lives under `/<locale>/…`
 * with the same slugs after the prefix. A document has one locale for its whole life: it comes from the URL, and a
 * change of language is a new document (the language menu's links are plain links).
 */
export const LOCALES = ['en', 'fr', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** What a document in each locale says about itself. */
export interface LocaleInfo {
  /** `<html lang>` and the hreflang code. */
  readonly lang: string;
  readonly dir: 'ltr' | 'rtl';
  /** The language named in itself, as the language menu shows it. */
  readonly endonym: string;
}

export const LOCALE_INFO: { readonly [L in Locale]: LocaleInfo } = {
  en: { lang: 'en', dir: 'ltr', endonym: 'English' },
  fr: { lang: 'fr', dir: 'ltr', endonym: 'Français' },
  ar: { lang: 'ar', dir: 'rtl', endonym: 'العربية' },
};

/** Open Graph's `og:locale` of each locale's pages (the pre-render writes it; browsers never need it). */
export const OG_LOCALES: { readonly [L in Locale]: string } = { en: 'en_US', fr: 'fr_FR', ar: 'ar_AE' };

/**
 * Intl's locale for numbers and dates, used where copy is formatted at build time (never in the browser, so the
 * server and the browser cannot disagree): Arabic keeps Latin digits.
 */
export const INTL_LOCALES: { readonly [L in Locale]: string } = { en: 'en-GB', fr: 'fr-FR', ar: 'ar-AE-u-nu-latn' };

/** One value per locale: a missing locale is a type error. */
export type Localized<T> = { readonly [L in Locale]: T };

/**
 * The locales a translations record (an app's translations.json: locale → the day a person reviewed it) says were
 * reviewed, in the site's order.
 */
export const reviewedLocales = (translations: { readonly reviewed: Partial<Record<Locale, string>> }): Locale[] =>
  LOCALES.filter((locale) => locale !== DEFAULT_LOCALE && translations.reviewed[locale] !== undefined);

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The path prefix of a locale's documents: '' for English, `/fr` for French. */
export const localePrefix = (locale: Locale): string => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/** The locale a path is in: its first segment when that names a prefixed locale, else English. */
export function localeOfPath(pathname: string): Locale {
  const first = /^\/([^/?#]+)/.exec(pathname)?.[1]?.toLowerCase();
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** The path without its locale prefix (`/fr/about-us` → `/about-us`, `/fr` → `/`). */
export function pathInLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  return pathname.slice(localePrefix(locale).length) || '/';
}

/** A site path (as English writes it) in a locale: `/about-us` → `/fr/about-us`, `/` → `/fr`. */
export function localizedPath(path: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (!prefix || !path.startsWith('/')) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/**
 * Keys whose strings are never words, whatever the locale: code matches on them, they lead somewhere, or they name a
 * picture or a colour. Under these keys a translated catalogue keeps English's exact value; the build checks it.
 */
export const VERBATIM_KEYS = ['id', 'sectionId', 'anchorId', 'href', 'to', 'link', 'buttonLink', 'contactLink', 'icon', 'kind', 'variant', 'image', 'art', 'backgroundImage', 'highlightColor'] as const;

/**
 * What a JSON catalogue can hold of a copy type T: T's keys and nesting, with every string, number and list widened as
 * a JSON import types them (`'/brands'` is a string, a tuple a list). A page's catalogues are checked against
 * `Words<ItsCopy>` by typecheck, and against English's (verbatim values, list lengths, links to pages) by the build.
 */
export type Words<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends readonly (infer Item)[]
        ? readonly Words<Item>[]
        : T extends object
          ? { readonly [K in keyof T]: Words<T[K]> }
          : T;
