import { DownloadProfileButton } from '@bbg/shared/ui/download-profile-button/download-profile-button';
import { Section } from '@bbg/shared/ui/section/section';
import { SectionHeading } from '@bbg/shared/ui/section-heading/section-heading';
import { NewsletterPanel } from '@bbg/shared/ui/subscribe-box/newsletter-panel';
import type { portfolioCopy } from '../../content/brands-page';
import styles from './portfolio-section.module.css';

/** The closing call to action: the company profile download, and the newsletter (partners/brands rule). */
export function PortfolioSection({ copy }: { readonly copy: typeof portfolioCopy }) {
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
