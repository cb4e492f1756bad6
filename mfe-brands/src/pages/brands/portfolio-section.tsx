import { DownloadProfileButton, Section, SectionHeading, NewsletterPanel } from '@bbg/kit';
import type { PortfolioCopy } from '../../content/brands-page';
import styles from './portfolio-section.module.css';

/** The closing call to action: the company profile download, and the newsletter (partners/brands rule). */
export function PortfolioSection({ copy }: { readonly copy: PortfolioCopy }) {
  return (
    <Section tone="dark" labelledBy="brands-portfolio-title">
      <div className={styles.columns}>
        <div>
          <SectionHeading id="brands-portfolio-title" tone="light" title={copy.title} highlight={copy.highlight} lead={copy.text} />
          <DownloadProfileButton variant="light" size="lg" label={copy.button} />
        </div>
        <NewsletterPanel tone="glass" title={copy.newsletterTitle} text={copy.newsletterText} label={copy.newsletterLabel} />
      </div>
    </Section>
  );
}
