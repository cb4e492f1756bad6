import * as v from 'valibot';
import { LOCALES } from './locales';

/**
 * Each app's `translations.json`: when a person reviewed its translation into each locale (a `YYYY-MM-DD` day).
 * `npm run translations -- review <app> <locale>` writes it; a remote's release carries it; English needs no review.
 */
export const TRANSLATIONS_FILE = 'translations.json';

const Day = v.pipe(v.string(), v.isoDate('is not a day written YYYY-MM-DD'));

export const TranslationsSchema = v.object({
  reviewed: v.pipe(v.record(v.picklist(LOCALES.filter((locale) => locale !== 'en')), Day), v.readonly()),
});

export type Translations = v.InferOutput<typeof TranslationsSchema>;
