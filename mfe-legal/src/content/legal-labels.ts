import type { LegalLabels } from './legal-document';

export const legalLabels = {
  toc: 'On this page',
  backToContents: 'Back to contents',
} as const satisfies LegalLabels;
