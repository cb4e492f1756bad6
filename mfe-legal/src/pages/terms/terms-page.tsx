import { useReportPageLoaded } from '@bbg/platform';
import { LegalDocumentView } from '../../components/legal-document/legal-document-view';
import { legalLabels } from '../../content/legal-labels';
import { terms } from '../../content/terms';

export function Page() {
  useReportPageLoaded();
  return <LegalDocumentView document={terms} labels={legalLabels} />;
}
