import type { CopyLoaders, PageProps } from '@bbg/contract';
import { useReportPageLoaded } from '@bbg/platform';
import { copyParts } from '@bbg/runtime';
import { LegalDocumentView } from '../../components/legal-document/legal-document-view';
import type { LegalDocument, LegalLabels } from '../../content/legal-document';

interface PrivacyCopy {
  readonly page: { readonly privacyPolicy: LegalDocument };
  readonly labels: { readonly legalLabels: LegalLabels };
}

/** The page's words in each locale, each a chunk of its own. */
export const copy = {
  en: copyParts({ page: () => import('../../content/privacy-policy'), labels: () => import('../../content/legal-labels') }),
  fr: copyParts({ page: () => import('../../content/fr/privacy-policy'), labels: () => import('../../content/fr/legal-labels') }),
  ar: copyParts({ page: () => import('../../content/ar/privacy-policy'), labels: () => import('../../content/ar/legal-labels') }),
} satisfies CopyLoaders<PrivacyCopy>;

export function Page({ copy: { page, labels } }: PageProps<PrivacyCopy>) {
  useReportPageLoaded();
  return <LegalDocumentView document={page.privacyPolicy} labels={labels.legalLabels} />;
}
