import { Link } from 'react-router-dom';
import { useReportPageLoaded } from '@bbg/shared/platform';
import { VisuallyHidden } from '@bbg/shared/ui/visually-hidden/visually-hidden';
import { qrCategories, type QrBrand } from '../../content/qr-categories';
import styles from './qr-link-page.module.css';

function BrandItem({ brand }: { readonly brand: QrBrand }) {
  if (!brand.href) return <span className={styles.brandPlain}>{brand.name}</span>;
  return (
    <a className={styles.brand} href={brand.href} target="_blank" rel="noopener noreferrer">
      {brand.name}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </a>
  );
}

/** The page a QR code opens: the group's categories and the sites of its brands. */
export function Page() {
  useReportPageLoaded();
  return (
    <div className={styles.page}>
      <header className={styles.banner}>
        <Link to="/" className={styles.logo} aria-label="BBG home">
          BBG
        </Link>
      </header>
      <section className={styles.content} aria-labelledby="qr-title">
        <h1 id="qr-title" className={styles.title}>
          Our Brands
        </h1>
        <ul className={styles.grid}>
          {qrCategories.map((category) => (
            <li key={category.name} className={styles.card}>
              <h2 className={styles.category}>
                {category.name} <span className={styles.count}>({category.brands.length})</span>
              </h2>
              <ul className={styles.brands}>
                {category.brands.map((brand) => (
                  <li key={brand.name}>
                    <BrandItem brand={brand} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
