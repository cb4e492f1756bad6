// The shell's words around every page in one locale: one chunk (shell-copy.ts), or JSON in a served page's head.
import { CAREERS_TITLE, contactLink, mediaCenterLink, menuGroups, worldWideLink } from '../ar/navigation';

export * as site from '../ar/site';
export * as languageMenu from '../ar/language-menu';
export * as chrome from '../ar/chrome';
export * as footer from '../ar/footer';
export * as footerLabels from '../ar/footer-labels';
export * as kit from '../ar/kit-words';
export const navigation = { menuGroups, mediaCenterLink, worldWideLink, contactLink, CAREERS_TITLE };
