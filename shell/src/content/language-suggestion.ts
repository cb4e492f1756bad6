/** The suggestion's words, written in the language it suggests. */
export interface SuggestionWords {
  readonly label: string;
  readonly text: string;
  readonly link: string;
  readonly dismiss: string;
}

/**
 * What an English page says to a visitor whose browser prefers another of the site's languages, in that language.
 * Each is shown to English pages' visitors only, so both travel with the suggestion's code (never before adoption).
 * Already written in each language it suggests: not translated.
 */
export const languageSuggestions = {
  fr: { label: 'Langue', text: 'Cette page existe en français.', link: 'Lire en français', dismiss: 'Fermer' },
  ar: { label: 'اللغة', text: 'هذه الصفحة متوفرة باللغة العربية.', link: 'اقرأها بالعربية', dismiss: 'إغلاق' },
} as const satisfies Readonly<Record<'fr' | 'ar', SuggestionWords>>;
