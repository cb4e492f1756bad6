import { createContext, useContext, type ReactNode } from 'react';
import type { KitWords } from '@bbg/contract';

const KitWordsContext = createContext<KitWords | null>(null);

/** The kit's words in the document's locale: the shell provides them around every page. */
export function KitWordsProvider({ words, children }: { readonly words: KitWords; readonly children: ReactNode }) {
  return <KitWordsContext.Provider value={words}>{children}</KitWordsContext.Provider>;
}

/** The kit's words a provider gave, or null outside every provider. */
export const useProvidedKitWords = (): KitWords | null => useContext(KitWordsContext);
