import type { CopyLoaders, Locale, Translation } from '@bbg/contract';
import { createCopyContext } from '@bbg/runtime';
import type * as chrome from './chrome';
import type * as languageMenu from './language-menu';
import type * as navigation from './navigation';
import type * as site from './site';

/**
 * The shell's words around every page (the site's description, the header's menus, the frame's labels) in the
 * document's locale. Loaded at start beside the registry: one chunk per locale, so a visitor downloads only their
 * own. The footer's come with the footer (footer-copy.ts).
 */
export interface ShellCopy {
  readonly site: Translation<typeof site>;
  readonly navigation: Translation<Pick<typeof navigation, 'menuGroups' | 'mediaCenterLink' | 'worldWideLink' | 'contactLink' | 'CAREERS_TITLE'>>;
  readonly languageMenu: Translation<typeof languageMenu>;
  readonly chrome: Translation<typeof chrome>;
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
  served !== null && ['site', 'navigation', 'languageMenu', 'chrome'].every((key) => key in served) ? (served as ShellCopy) : null;

export const { CopyProvider: ShellCopyProvider, useCopy: useShellCopy } = createCopyContext<ShellCopy>('The shell');
