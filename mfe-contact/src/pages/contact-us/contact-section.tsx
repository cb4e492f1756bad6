import { ExternalLink } from '@bbg/shared/ui/external-link/external-link';
import { FacebookIcon, InstagramIcon, LinkedinIcon } from '@bbg/shared/ui/social-icons/social-icons';
import type { ContactFormCopy } from '../../content/contact-form';
import type { SocialLink, SocialNetwork } from '../../content/contact-page';
import { ContactForm } from './contact-form';
import styles from './contact-section.module.css';

const icons: Record<SocialNetwork, typeof FacebookIcon> = { instagram: InstagramIcon, facebook: FacebookIcon, linkedin: LinkedinIcon };

interface ContactSectionProps {
  readonly copy: ContactFormCopy;
  readonly social: readonly SocialLink[];
}

/** The page's first view: the 'Stay in Touch' title, the social links and the form. */
export function ContactSection({ copy, social }: ContactSectionProps) {
  return (
    <section className={styles.section} aria-labelledby="contact-title">
      <div className={styles.inner}>
        <div className={styles.intro}>
          <h1 id="contact-title" className={styles.title}>
            {copy.title}
          </h1>
          <p className={styles.lead}>{copy.intro}</p>
          <h2 className={styles.socialTitle}>{copy.socialTitle}</h2>
          <ul className={styles.social}>
            {social.map((link) => {
              const Icon = icons[link.network];
              return (
                <li key={link.network}>
                  <ExternalLink className={styles.socialLink} href={link.href}>
                    <Icon size={22} />
                    {link.name}
                  </ExternalLink>
                </li>
              );
            })}
          </ul>
        </div>
        <div className={styles.card}>
          <ContactForm copy={copy} />
        </div>
      </div>
    </section>
  );
}
