/** The language menu's own words (each language's name is written in that language: LOCALE_INFO's endonym): `<locale>/language-menu.json`. */
export interface LanguageMenuCatalogue {
  readonly languageMenu: { readonly label: string };
}
