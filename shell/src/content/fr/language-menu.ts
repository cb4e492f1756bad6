import type { Translation } from '@bbg/contract';
import type * as en from '../language-menu';

export const languageMenu = {
  label: 'Langue',
} as const satisfies Translation<typeof en.languageMenu>;
