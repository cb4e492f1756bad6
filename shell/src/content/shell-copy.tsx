import type { ReactNode } from 'react';
import type { CopyLoaders, KitWords, Locale, Translation } from '@bbg/contract';
import { KitWordsProvider } from '@bbg/platform';
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
  /** The kit's controls' words, which the shell gives every page. */
  readonly kit: { readonly kitWords: KitWords };
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
  served !== null && ['site', 'navigation', 'languageMenu', 'chrome', 'footer', 'footerLabels', 'kit'].every((key) => key in served) ? (served as ShellCopy) : null;

const { CopyProvider, useCopy } = createCopyContext<ShellCopy>('The shell');

/** The shell's words to its own parts, and the kit's words to every page's kit controls. */
export function ShellCopyProvider({ copy, children }: { readonly copy: ShellCopy; readonly children: ReactNode }) {
  return (
    <CopyProvider copy={copy}>
      <KitWordsProvider words={copy.kit.kitWords}>{children}</KitWordsProvider>
    </CopyProvider>
  );
}

export const useShellCopy = useCopy;
