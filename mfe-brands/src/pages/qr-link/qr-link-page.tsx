import { Link } from 'react-router-dom';
import { useReportPageLoaded } from '@bbg/shared/platform';
import { brandCountLabel, qrCategories, qrLinkCopy } from '../../content/qr-link';
import { QrCategoryCard } from './qr-category-card';
import styles from './qr-link-page.module.css';

/** /qr-link (bare layout, no header or footer): the wordmark home, then every category and its brands' sites. */
export function Page() {
  useReportPageLoaded();
  return (
    <div className={styles.page}>
      <div className={styles.banner}>
        <div className={styles.bannerInner}>
          <Link to="/" className={styles.wordmark} aria-label={qrLinkCopy.homeLabel}>
            {qrLinkCopy.wordmark}
          </Link>
          <h1 className={styles.title}>{qrLinkCopy.title}</h1>
          <p className={styles.intro}>{qrLinkCopy.intro}</p>
        </div>
      </div>
      <ul className={styles.grid}>
        {qrCategories.map((category) => (
          <li key={category.id} className={styles.item}>
            <QrCategoryCard category={category} countLabel={brandCountLabel(category.brands.length)} newTabNote={qrLinkCopy.newTabNote} />
          </li>
        ))}
      </ul>
    </div>
  );
}
