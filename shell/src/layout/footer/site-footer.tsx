import { MapPin, Phone } from 'lucide-react';
import type { InternalHref } from '@bbg/contract';
import { Link } from '@bbg/router';
import { Button, SubscribeBox, FacebookIcon, InstagramIcon, LinkedinIcon, VisuallyHidden } from '@bbg/kit';
import { COPYRIGHT, footerLinks, footerSocial, legalLinks, offices, phoneText, telHref } from '../../content/footer';
import { SiteLogo } from '../site-logo';
import styles from './site-footer.module.css';

const socialIcons = { Instagram: InstagramIcon, Facebook: FacebookIcon, LinkedIn: LinkedinIcon } as const;

function LinkList({ links, className }: { readonly links: readonly { readonly title: string; readonly href: InternalHref }[]; readonly className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link className={styles.link} to={link.href}>
            {link.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <div className={styles.brand}>
          <SiteLogo size="lg" />
          <p className={styles.tagline}>Travel, electronics, fashion, trading, IT, logistics and GSA across the Middle East, Africa and Asia.</p>
          <ul className={styles.social} aria-label="BBG on social media">
            {footerSocial.map(({ name, href }) => {
              const Icon = socialIcons[name];
              return (
                <li key={name}>
                  <Button variant="glass" icon href={href} aria-label={`${name} (opens in a new tab)`}>
                    <Icon size={20} />
                  </Button>
                </li>
              );
            })}
          </ul>
        </div>
        <nav aria-label="Footer" className={styles.column}>
          <h2 className={styles.heading}>Explore</h2>
          <LinkList links={footerLinks} />
        </nav>
        <div className={styles.column}>
          <h2 className={styles.heading}>Offices</h2>
          <ul className={styles.offices}>
            {offices.map((office) => (
              <li key={office.city}>
                <p className={styles.officeName}>
                  {office.city}, {office.country}
                </p>
                <p className={styles.detail}>
                  <MapPin aria-hidden="true" size={16} className={styles.detailIcon} />
                  {office.address}
                </p>
                <a className={styles.phone} href={telHref(office.phone)}>
                  <Phone aria-hidden="true" size={16} className={styles.detailIcon} />
                  <VisuallyHidden>Call {office.city}: </VisuallyHidden>
                  {phoneText(office.phone)}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.column}>
          <h2 className={styles.heading}>Newsletter</h2>
          <SubscribeBox rule="footer" label="Get BBG news in your inbox" tone="dark" />
        </div>
      </div>
      <div className={styles.bottom}>
        <p className={styles.copy}>{COPYRIGHT}</p>
        <LinkList className={styles.legal} links={legalLinks} />
      </div>
    </footer>
  );
}
