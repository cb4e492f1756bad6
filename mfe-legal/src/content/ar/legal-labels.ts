import type { Translation } from '@bbg/contract';
import type * as en from '../legal-labels';

export const legalLabels = {
  toc: 'في هذه الصفحة',
  backToContents: 'العودة إلى المحتويات',
} as const satisfies Translation<typeof en.legalLabels>;
