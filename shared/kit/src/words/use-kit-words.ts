import type { KitWords } from '@bbg/contract';
import { useProvidedKitWords } from '@bbg/platform';

/**
 * The kit's words in the document's locale, as the shell provides them (the standalone frame and @bbg/testing give
 * the kit's English). No English fallback here: it would ride in every page's first script for nothing.
 */
export function useKitWords(): KitWords {
  const words = useProvidedKitWords();
  if (!words) throw new Error('No kit words: wrap the tree in KitWordsProvider');
  return words;
}
