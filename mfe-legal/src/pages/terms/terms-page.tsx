import { useReportPageLoaded } from '@bbg/shared/platform';
import { LegalDocumentView } from '../../components/legal-document/legal-document-view';
import { terms } from '../../content/terms';

export function Page() {
  useReportPageLoaded();
  return <LegalDocumentView document={terms} />;
}
