import type { CopyLoaders, PageProps } from '@bbg/contract';
import { Link, useReportPageLoaded } from '@bbg/platform';
import { copyParts } from '@bbg/runtime';
import type { QrCategory, QrLinkCopy } from '../../content/qr-link';
import { QrDiagram } from './qr-diagram';
import styles from './qr-link-page.module.css';

/** What /qr-link says, in whichever language: English's shapes, every language's words. */
interface QrPageCopy {
  readonly page: {
    readonly qrLinkCopy: QrLinkCopy;
    readonly brandCountLabel: (count: number) => string;
    readonly qrCategories: readonly QrCategory[];
  };
}

/** The page's words in each locale, each a chunk of its own. */
export const copy = {
  en: copyParts({ page: () => import('../../content/qr-link') }),
  fr: copyParts({ page: () => import('../../content/fr/qr-link') }),
  ar: copyParts({ page: () => import('../../content/ar/qr-link') }),
} satisfies CopyLoaders<QrPageCopy>;

/** /qr-link (bare layout, no header or footer): what a printed QR code opens. The logo home, then the group diagram. */
export function Page({ copy: { page } }: PageProps<QrPageCopy>) {
  useReportPageLoaded();
  const { qrLinkCopy, brandCountLabel, qrCategories } = page;
  return (
    <div className={styles.page}>
      <div className={styles.banner}>
        <Link to="/" className={styles.wordmark} aria-label={qrLinkCopy.homeLabel}>
          {qrLinkCopy.wordmark}
        </Link>
        <h1 className={styles.title}>{qrLinkCopy.title}</h1>
        <p className={styles.intro}>{qrLinkCopy.intro}</p>
      </div>
      <QrDiagram
        label={qrLinkCopy.diagramLabel}
        categories={qrCategories}
        newTabNote={qrLinkCopy.newTabNote}
        countSeparator={qrLinkCopy.countSeparator}
        countLabel={brandCountLabel}
      />
    </div>
  );
}
