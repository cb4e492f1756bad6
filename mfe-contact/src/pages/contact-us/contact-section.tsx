import { buttonClass, Card, ExternalLink, Section, FacebookIcon, InstagramIcon, LinkedinIcon, Eyebrow } from '@bbg/kit';
import type { ContactFormCopy } from '../../content/contact-form';
import type { SocialLink, SocialNetwork } from '../../content/contact-page';
import { ContactForm } from './contact-form';
import styles from './contact-section.module.css';

const socialLinkClass = buttonClass({ variant: 'outline' });

const icons: Record<SocialNetwork, typeof FacebookIcon> = { instagram: InstagramIcon, facebook: FacebookIcon, linkedin: LinkedinIcon };

interface ContactSectionProps {
  readonly copy: ContactFormCopy;
  readonly social: readonly SocialLink[];
}

/** The page's first view: the 'Stay in Touch' title, the social links and the form. */
export function ContactSection({ copy, social }: ContactSectionProps) {
  return (
    <Section tone="dark" height="full" className={styles.section} labelledBy="contact-title">
      <div className={styles.inner}>
        <div className={styles.intro}>
          <h1 id="contact-title" className={styles.title}>
            {copy.title}
          </h1>
          <p className={styles.lead}>{copy.intro}</p>
          <Eyebrow as="h2" tone="pink">{copy.socialTitle}</Eyebrow>
          <ul className={styles.social}>
            {social.map((link) => {
              const Icon = icons[link.network];
              return (
                <li key={link.network}>
                  <ExternalLink className={socialLinkClass} href={link.href}>
                    <Icon size={22} />
                    {link.name}
                  </ExternalLink>
                </li>
              );
            })}
          </ul>
        </div>
        <Card padding="lg">
          <ContactForm copy={copy} />
        </Card>
      </div>
    </Section>
  );
}
