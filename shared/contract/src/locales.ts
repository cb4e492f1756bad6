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
 * Strings that are never words, whatever the locale: code matches on them, they lead somewhere, or they name a picture
 * or a colour. Under these keys a
 * translation keeps English's exact value (and its literal type, which components rely on).
 */
export const VERBATIM_KEYS = ['id', 'href', 'to', 'link', 'icon', 'kind', 'variant', 'image', 'art', 'backgroundImage', 'highlightColor'] as const;
type Verbatim = (typeof VERBATIM_KEYS)[number];

/**
 * The shape of a piece of copy in another language: T's structure (its keys, and its lists at their lengths), with
 * every string free to say it in that language, but those under Verbatim keys. Pictures and numbers stay as they are.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: never[]) => unknown
    ? T
    : T extends readonly unknown[]
      ? { readonly [K in keyof T]: Translation<T[K]> }
      : T extends object
        ? { readonly [K in keyof T]: K extends Verbatim ? T[K] : Translation<T[K]> }
        : T;
