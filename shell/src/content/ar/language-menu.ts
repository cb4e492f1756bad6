import type { Translation } from '@bbg/contract';
import type * as en from '../language-menu';

export const languageMenu = {
  label: 'اللغة',
} as const satisfies Translation<typeof en.languageMenu>;
