/** The language menu's own words (each language's name is written in that language: LOCALE_INFO's endonym). */
export const languageMenu = {
  label: 'Language',
} as const;
