import type { KitWords } from '@bbg/contract';
import { useProvidedKitWords } from '@bbg/platform';
import { kitWords } from '../content/kit-words';

/** The kit's words in the document's locale, as the shell provides them; English where none are. */
export const useKitWords = (): KitWords => useProvidedKitWords() ?? kitWords;
