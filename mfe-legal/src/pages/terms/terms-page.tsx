import type { CopyLoaders, PageProps } from '@bbg/contract';
import { useReportPageLoaded } from '@bbg/platform';
import { copyParts } from '@bbg/runtime';
import { LegalDocumentView } from '../../components/legal-document/legal-document-view';
import type { LegalDocument, LegalLabels } from '../../content/legal-document';

interface TermsCopy {
  readonly page: { readonly terms: LegalDocument };
  readonly labels: { readonly legalLabels: LegalLabels };
}

/** The page's words in each locale, each a chunk of its own. */
export const copy = {
  en: copyParts({ page: () => import('../../content/terms'), labels: () => import('../../content/legal-labels') }),
  fr: copyParts({ page: () => import('../../content/fr/terms'), labels: () => import('../../content/fr/legal-labels') }),
  ar: copyParts({ page: () => import('../../content/ar/terms'), labels: () => import('../../content/ar/legal-labels') }),
} satisfies CopyLoaders<TermsCopy>;

export function Page({ copy: { page, labels } }: PageProps<TermsCopy>) {
  useReportPageLoaded();
  return <LegalDocumentView document={page.terms} labels={labels.legalLabels} />;
}
