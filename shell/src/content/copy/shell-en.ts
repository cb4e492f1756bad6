// The shell's words around every page in one locale: one chunk (shell-copy.ts), or JSON in a served page's head.
import { CAREERS_TITLE, contactLink, mediaCenterLink, menuGroups, worldWideLink } from '../navigation';

export * as site from '../site';
export * as languageMenu from '../language-menu';
export * as chrome from '../chrome';
export * as footer from '../footer';
export * as footerLabels from '../footer-labels';
export * as kit from '../kit-words';
export const navigation = { menuGroups, mediaCenterLink, worldWideLink, contactLink, CAREERS_TITLE };
