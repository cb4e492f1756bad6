import { reviewedLocales, type Locale } from '@bbg/contract';
import translations from '../../translations.json';

/**
 * The locales whose translation of the shell's own words a person has reviewed (npm run translations -- review shell
 * <locale>): the home page's hreflang and sitemap entries. The file's shape is checked by tools/cli/translations.test.ts.
 */
export const shellReviewed: readonly Locale[] = reviewedLocales(translations as { reviewed: Partial<Record<Locale, string>> });
