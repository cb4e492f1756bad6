import { buttonClass, Card, ExternalLink, Section, FacebookIcon, InstagramIcon, LinkedinIcon, Eyebrow } from '@bbg/kit';
import type { ContactFormWords } from '../../content/contact-form';
import type { SocialLink, SocialNetwork } from '../../content/contact-page';
import type { PhoneCountryNames } from '../../content/phone-countries';
import { ContactForm } from './contact-form';
import styles from './contact-section.module.css';

const socialLinkClass = buttonClass({ variant: 'outline' });

const icons: Record<SocialNetwork, typeof FacebookIcon> = { instagram: InstagramIcon, facebook: FacebookIcon, linkedin: LinkedinIcon };

interface ContactSectionProps {
  readonly copy: ContactFormWords;
  readonly countryNames: PhoneCountryNames;
  readonly social: readonly SocialLink[];
}

/** The page's first view: the 'Stay in Touch' title, the social links and the form. */
export function ContactSection({ copy, countryNames, social }: ContactSectionProps) {
  const { title, intro, socialTitle } = copy.contactFormCopy;
  return (
    <Section tone="dark" height="full" className={styles.section} labelledBy="contact-title">
      <div className={styles.inner}>
        <div className={styles.intro}>
          <h1 id="contact-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.lead}>{intro}</p>
          <Eyebrow as="h2" tone="pink">{socialTitle}</Eyebrow>
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
          <ContactForm copy={copy} countryNames={countryNames} />
        </Card>
      </div>
    </Section>
  );
}
