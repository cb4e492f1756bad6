import type { KitWords } from '@bbg/contract';
import { kitWords as english } from '@bbg/kit';

/**
 * The kit's controls' words (carousel buttons, share, copy URL, the subscribe box): the shell provides them in the
 * document's locale to every page, so no remote carries them. The kit holds the English; fr/ and ar/ translate it.
 */
export const kitWords: KitWords = english;
