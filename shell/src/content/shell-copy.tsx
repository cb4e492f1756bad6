import type { CopyLoaders, Locale, Translation } from '@bbg/contract';
import { createCopyContext } from '@bbg/runtime';
import type * as chrome from './chrome';
import type * as footer from './footer';
import type * as footerLabels from './footer-labels';
import type * as languageMenu from './language-menu';
import type * as navigation from './navigation';
import type * as site from './site';

/**
 * The shell's words around every page (the site's description, the header's menus, the footer, the frame's labels)
 * in the document's locale. A served page carries them as JSON in its head; a client-rendered one loads its
 * locale's chunk. Either way a visitor downloads only their own language's.
 */
export interface ShellCopy {
  readonly site: Translation<typeof site>;
  readonly navigation: Translation<Pick<typeof navigation, 'menuGroups' | 'mediaCenterLink' | 'worldWideLink' | 'contactLink' | 'CAREERS_TITLE'>>;
  readonly languageMenu: Translation<typeof languageMenu>;
  readonly chrome: Translation<typeof chrome>;
  readonly footer: Translation<Pick<typeof footer, 'footerLinks' | 'offices' | 'COPYRIGHT' | 'legalLinks'>>;
  readonly footerLabels: Translation<typeof footerLabels>;
}

const shellCopy = {
  en: () => import('./copy/shell-en'),
  fr: () => import('./copy/shell-fr'),
  ar: () => import('./copy/shell-ar'),
} satisfies CopyLoaders<ShellCopy>;

export const loadShellCopy = (locale: Locale): Promise<ShellCopy> => shellCopy[locale]();

/**
 * The words a served page carries in its head (written from the same catalogue by the pre-render), when they have the
 * shape of a ShellCopy; else null, and the shell loads its locale's chunk.
 */
export const servedShellCopy = (served: object | null): ShellCopy | null =>
  served !== null && ['site', 'navigation', 'languageMenu', 'chrome', 'footer', 'footerLabels'].every((key) => key in served) ? (served as ShellCopy) : null;

export const { CopyProvider: ShellCopyProvider, useCopy: useShellCopy } = createCopyContext<ShellCopy>('The shell');
