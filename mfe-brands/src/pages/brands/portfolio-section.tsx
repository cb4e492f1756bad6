import { DownloadProfileButton } from '@bbg/shared/ui/download-profile-button/download-profile-button';
import { SubscribeBox } from '@bbg/shared/ui/subscribe-box/subscribe-box';
import type { portfolioCopy } from '../../content/brands-page';
import styles from './portfolio-section.module.css';

/** The closing call to action: the company profile download, and the newsletter (partners/brands rule). */
export function PortfolioSection({ copy }: { readonly copy: typeof portfolioCopy }) {
  return (
    <section className={styles.section} aria-labelledby="brands-portfolio-title">
      <div className={styles.inner}>
        <div className={styles.portfolio}>
          <h2 id="brands-portfolio-title" className={styles.title}>
            {copy.title} <span className={styles.highlight}>{copy.highlight}</span>
          </h2>
          <p className={styles.text}>{copy.text}</p>
          <DownloadProfileButton className={styles.download} label={copy.button} />
        </div>
        <div className={styles.newsletter}>
          <h3 className={styles.newsletterTitle}>{copy.newsletterTitle}</h3>
          <p className={styles.newsletterText}>{copy.newsletterText}</p>
          <SubscribeBox rule="newsletter" label={copy.newsletterLabel} tone="dark" />
        </div>
      </div>
    </section>
  );
}
