import type { CopyLoaders, PageProps } from '@bbg/contract';
import { useReportPageLoaded } from '@bbg/platform';
import { copyCatalogues } from '@bbg/runtime';
import { LegalDocumentView } from '../../components/legal-document/legal-document-view';
import type { LegalDocument, LegalLabels } from '../../content/legal-document';

interface PrivacyCopy {
  readonly page: { readonly privacyPolicy: LegalDocument };
  readonly labels: { readonly legalLabels: LegalLabels };
}

/** The page's words in each locale, each a chunk of its own. */
export const copy = {
  en: copyCatalogues<PrivacyCopy>({ page: () => import('../../content/en/privacy-policy.json'), labels: () => import('../../content/en/legal-labels.json') }),
  fr: copyCatalogues<PrivacyCopy>({ page: () => import('../../content/fr/privacy-policy.json'), labels: () => import('../../content/fr/legal-labels.json') }),
  ar: copyCatalogues<PrivacyCopy>({ page: () => import('../../content/ar/privacy-policy.json'), labels: () => import('../../content/ar/legal-labels.json') }),
} satisfies CopyLoaders<PrivacyCopy>;

export function Page({ copy: { page, labels } }: PageProps<PrivacyCopy>) {
  useReportPageLoaded();
  return <LegalDocumentView document={page.privacyPolicy} labels={labels.legalLabels} />;
}
