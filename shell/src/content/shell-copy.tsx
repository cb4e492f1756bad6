import type { ReactNode } from 'react';
import type { CopyLoaders, KitWords, Locale, Words } from '@bbg/contract';
import { KitWordsProvider } from '@bbg/platform';
import { createCopyContext } from '@bbg/runtime';
import type { ChromeCatalogue } from './chrome';
import type { FooterCatalogue } from './footer';
import type { FooterLabelsCatalogue } from './footer-labels';
import type { LanguageMenuCatalogue } from './language-menu';
import type { NavigationCatalogue } from './navigation';
import type { SiteCatalogue } from './site';

/**
 * The shell's words around every page (the site's description, the header's menus, the footer, the frame's labels)
 * in the document's locale. A served page carries them as JSON in its head; a client-rendered one loads its
 * locale's chunk. Either way a visitor downloads only their own language's.
 */
export interface ShellCopy {
  readonly site: SiteCatalogue;
  readonly navigation: NavigationCatalogue;
  readonly languageMenu: LanguageMenuCatalogue;
  readonly chrome: ChromeCatalogue;
  readonly footer: FooterCatalogue;
  readonly footerLabels: FooterLabelsCatalogue;
  /**
   * The kit's controls' words (carousel buttons, share, copy URL, the subscribe box), which the shell gives every page
   * in the document's locale, so no remote carries them (`<locale>/kit-words.json`; English's is the kit's own default).
   */
  readonly kit: { readonly kitWords: KitWords };
}

/**
 * Each locale's catalogues, a chunk per locale (`copy/shell-<locale>.ts`). Typecheck holds each catalogue to its
 * part's words (`Words`: its keys, nesting and kinds of value); the build holds it to English's ids, links and list
 * lengths, which is what lets them be read back as a ShellCopy.
 */
const shellCopy: CopyLoaders<Words<ShellCopy>> = {
  en: () => import('./copy/shell-en'),
  fr: () => import('./copy/shell-fr'),
  ar: () => import('./copy/shell-ar'),
};

export const loadShellCopy = (locale: Locale): Promise<ShellCopy> => shellCopy[locale]() as Promise<ShellCopy>;

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
