import { Link, useReportPageLoaded } from '@bbg/platform';
import { qrCategories, qrLinkCopy } from '../../content/qr-link';
import { QrDiagram } from './qr-diagram';
import styles from './qr-link-page.module.css';

/** /qr-link (bare layout, no header or footer): what a printed QR code opens. The logo home, then the group diagram. */
export function Page() {
  useReportPageLoaded();
  return (
    <div className={styles.page}>
      <div className={styles.banner}>
        <Link to="/" className={styles.wordmark} aria-label={qrLinkCopy.homeLabel}>
          {qrLinkCopy.wordmark}
        </Link>
        <h1 className={styles.title}>{qrLinkCopy.title}</h1>
        <p className={styles.intro}>{qrLinkCopy.intro}</p>
      </div>
      <QrDiagram label={qrLinkCopy.diagramLabel} categories={qrCategories} newTabNote={qrLinkCopy.newTabNote} />
    </div>
  );
}
