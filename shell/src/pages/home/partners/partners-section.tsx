import { useMemo } from 'react';
import { ArrowRight } from 'lucide-react';
import { Button, Card, Carousel, Wordmark, type LogoItem, Section, SectionHeading } from '@bbg/kit';
import { partnerLogoSettings } from '../../../content/home-partners';
import { useHomeCopy } from '../home-copy';
import { useInCenterBand } from './use-center-band';
import styles from './partners-section.module.css';

function PartnerLogo({ logo }: { readonly logo: LogoItem }) {
  const { ref, inBand } = useInCenterBand<HTMLDivElement>();
  return (
    <div ref={ref} className={styles.logo} data-dim={!inBand}>
      <Wordmark name={logo.name} size="sm" />
    </div>
  );
}

/** Let's Achieve More Together: two story cards and the partner logos, dimmed outside the centre of the screen. */
export function PartnersSection() {
  const { partners, labels } = useHomeCopy();
  const { achieveCards, partnerLogos, partnersIntro } = partners;
  const words = labels.homeLabels;
  const config = useMemo(() => ({ ...partnerLogoSettings, label: words.partnersCarousel }), [words]);
  return (
    <Section as="div" height="full">
      <SectionHeading eyebrow={partnersIntro.eyebrow} title={partnersIntro.title} lead={partnersIntro.text} />
      <ul className={styles.cards}>
        {achieveCards.map((card) => (
          <Card as="li" key={card.id} tone="ink" padding="lg" className={styles.card}>
            <h3 className={styles.cardTitle}>{card.title}</h3>
            <p className={styles.cardText}>{card.text}</p>
            <Button variant="light" className={styles.cardLink} to={card.link}>
              {card.linkText}
              <ArrowRight aria-hidden="true" size={18} />
            </Button>
          </Card>
        ))}
      </ul>
      <h3 className={styles.logosTitle}>{partnersIntro.logosTitle}</h3>
      <Carousel config={config} items={partnerLogos} getKey={(logo) => logo.id} renderSlide={(logo) => <PartnerLogo logo={logo} />} />
    </Section>
  );
}
