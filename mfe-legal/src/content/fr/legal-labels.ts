import type { Translation } from '@bbg/contract';
import type * as en from '../legal-labels';

export const legalLabels = {
  toc: 'Sur cette page',
  backToContents: 'Retour au sommaire',
} as const satisfies Translation<typeof en.legalLabels>;
