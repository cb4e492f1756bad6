import { useReportPageLoaded } from '@bbg/platform';
import { LegalDocumentView } from '../../components/legal-document/legal-document-view';
import { legalLabels } from '../../content/legal-labels';
import { privacyPolicy } from '../../content/privacy-policy';

export function Page() {
  useReportPageLoaded();
  return <LegalDocumentView document={privacyPolicy} labels={legalLabels} />;
}
