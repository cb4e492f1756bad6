import type { CopyLoaders, PageProps } from '@bbg/contract';
import { useReportPageLoaded } from '@bbg/platform';
import { copyCatalogues } from '@bbg/runtime';
import { LegalDocumentView } from '../../components/legal-document/legal-document-view';
import type { LegalDocument, LegalLabels } from '../../content/legal-document';

interface TermsCopy {
  readonly page: { readonly terms: LegalDocument };
  readonly labels: { readonly legalLabels: LegalLabels };
}

/** The page's words in each locale, each a chunk of its own. */
export const copy = {
  en: copyCatalogues<TermsCopy>({ page: () => import('../../content/en/terms.json'), labels: () => import('../../content/en/legal-labels.json') }),
  fr: copyCatalogues<TermsCopy>({ page: () => import('../../content/fr/terms.json'), labels: () => import('../../content/fr/legal-labels.json') }),
  ar: copyCatalogues<TermsCopy>({ page: () => import('../../content/ar/terms.json'), labels: () => import('../../content/ar/legal-labels.json') }),
} satisfies CopyLoaders<TermsCopy>;

export function Page({ copy: { page, labels } }: PageProps<TermsCopy>) {
  useReportPageLoaded();
  return <LegalDocumentView document={page.terms} labels={labels.legalLabels} />;
}
