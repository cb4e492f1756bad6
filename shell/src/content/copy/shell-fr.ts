// The shell's words around every page in one locale: one chunk (shell-copy.ts), or JSON in a served page's head.
import { CAREERS_TITLE, contactLink, mediaCenterLink, menuGroups, worldWideLink } from '../fr/navigation';

export * as site from '../fr/site';
export * as languageMenu from '../fr/language-menu';
export * as chrome from '../fr/chrome';
export * as footer from '../fr/footer';
export * as footerLabels from '../fr/footer-labels';
export * as kit from '../fr/kit-words';
export const navigation = { menuGroups, mediaCenterLink, worldWideLink, contactLink, CAREERS_TITLE };
