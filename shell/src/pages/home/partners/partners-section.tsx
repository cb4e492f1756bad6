import { useMemo } from 'react';
import { ArrowRight } from 'lucide-react';
import { Button, Card, Carousel, type CarouselConfig, Wordmark, type LogoItem, Section, SectionHeading } from '@bbg/kit';
import { useHomeCopy } from '../home-copy';
import { useInCenterBand } from './use-center-band';
import styles from './partners-section.module.css';

/** Partner logos: 4 visible, 3 below 800 px, 2 below 500 px. */
const partnerConfig: Omit<CarouselConfig, 'label'> = {
  slidesPerView: 2,
  breakpoints: { 500: 3, 800: 4 },
  autoplayMs: 2000,
  speedMs: 800,
  loop: true,
  spaceBetween: 16,
};

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
  const config = useMemo(() => ({ ...partnerConfig, label: words.partnersCarousel }), [words]);
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
