import type { CopyLoaders, PageProps } from '@bbg/contract';
import { Link, useLocale, useReportPageLoaded } from '@bbg/platform';
import { copyCatalogues } from '@bbg/runtime';
import type { BrandCategory } from '../../content/brand-directory';
import { brandCounter, qrCategories, type QrLinkCatalogue } from '../../content/qr-link';
import { QrDiagram } from './qr-diagram';
import styles from './qr-link-page.module.css';

/** What /qr-link says, in whichever language: its own words, and the brand directory's names of the categories. */
interface QrPageCopy {
  readonly page: QrLinkCatalogue;
  readonly directory: { readonly brandCategories: readonly BrandCategory[] };
}

/** The page's words in each locale, each a chunk of its own. */
export const copy = {
  en: copyCatalogues<QrPageCopy>({ page: () => import('../../content/en/qr-link.json'), directory: () => import('../../content/en/brand-directory.json') }),
  fr: copyCatalogues<QrPageCopy>({ page: () => import('../../content/fr/qr-link.json'), directory: () => import('../../content/fr/brand-directory.json') }),
  ar: copyCatalogues<QrPageCopy>({ page: () => import('../../content/ar/qr-link.json'), directory: () => import('../../content/ar/brand-directory.json') }),
} satisfies CopyLoaders<QrPageCopy>;

/** /qr-link (bare layout, no header or footer): what a printed QR code opens. The logo home, then the group diagram. */
export function Page({ copy: { page, directory } }: PageProps<QrPageCopy>) {
  useReportPageLoaded();
  const locale = useLocale();
  const { qrLinkCopy, brandCountLabel } = page;
  return (
    <div className={styles.page}>
      <div className={styles.banner}>
        {/* The logo's dot follows its letters in every language: a logo is never mirrored. */}
        <Link to="/" className={styles.wordmark} aria-label={qrLinkCopy.homeLabel} dir="ltr">
          {qrLinkCopy.wordmark}
        </Link>
        <h1 className={styles.title}>{qrLinkCopy.title}</h1>
        <p className={styles.intro}>{qrLinkCopy.intro}</p>
      </div>
      <QrDiagram
        label={qrLinkCopy.diagramLabel}
        categories={qrCategories(directory.brandCategories)}
        newTabNote={qrLinkCopy.newTabNote}
        countSeparator={qrLinkCopy.countSeparator}
        countLabel={brandCounter(brandCountLabel, locale)}
      />
    </div>
  );
}
