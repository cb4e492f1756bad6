import { MapPin, Phone } from 'lucide-react';
import { fill, type InternalHref } from '@bbg/contract';
import { Link } from '@bbg/router';
import { Button, SubscribeBox, FacebookIcon, InstagramIcon, LinkedinIcon, VisuallyHidden } from '@bbg/kit';
import { useShellCopy } from '../../content/shell-copy';
import { footerSocial } from '../../content/social';
import { SiteLogo } from '../site-logo';
import { phoneText, telHref } from './phone';
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
  const { footer, footerLabels } = useShellCopy();
  const { COPYRIGHT, footerLinks, legalLinks, offices } = footer;
  const words = footerLabels.footerLabels;
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <div className={styles.brand}>
          <SiteLogo size="lg" />
          <p className={styles.tagline}>{words.tagline}</p>
          <ul className={styles.social} aria-label={words.social}>
            {footerSocial.map(({ name, href }) => {
              const Icon = socialIcons[name];
              return (
                <li key={name}>
                  <Button variant="glass" icon href={href} aria-label={`${name} ${words.opensInNewTab}`}>
                    <Icon size={20} />
                  </Button>
                </li>
              );
            })}
          </ul>
        </div>
        <nav aria-label={words.navigation} className={styles.column}>
          <h2 className={styles.heading}>{words.explore}</h2>
          <LinkList links={footerLinks} />
        </nav>
        <div className={styles.column}>
          <h2 className={styles.heading}>{words.offices}</h2>
          <ul className={styles.offices}>
            {offices.map((office) => (
              <li key={office.city}>
                <p className={styles.officeName}>{fill(words.office, { city: office.city, country: office.country })}</p>
                <p className={styles.detail}>
                  <MapPin aria-hidden="true" size={16} className={styles.detailIcon} />
                  {office.address}
                </p>
                <a className={styles.phone} href={telHref(office.phone)}>
                  <Phone aria-hidden="true" size={16} className={styles.detailIcon} />
                  {/* Unbreakable, as a phone link's whole text is (html-validate's tel-non-breaking). */}
                  <VisuallyHidden>{phoneText(`${fill(words.call, { city: office.city })} `)}</VisuallyHidden>
                  <bdi dir="ltr">{phoneText(office.phone)}</bdi>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.column}>
          <h2 className={styles.heading}>{words.newsletter}</h2>
          <SubscribeBox rule="footer" label={words.newsletterLabel} tone="dark" />
        </div>
      </div>
      <div className={styles.bottom}>
        <p className={styles.copy}>{COPYRIGHT}</p>
        <LinkList className={styles.legal} links={legalLinks} />
      </div>
    </footer>
  );
}
