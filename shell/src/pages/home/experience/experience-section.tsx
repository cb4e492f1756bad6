import { useMemo } from 'react';
import { NumberedCard, Carousel, type CarouselConfig, ExternalLink, Wordmark, type LogoItem, Section, SectionHeading } from '@bbg/kit';
import { logoRowSettings, VISION_INTERVAL_MS } from '../../../content/home-experience';
import { useHomeCopy } from '../home-copy';
import styles from './experience-section.module.css';

const visionConfig: Omit<CarouselConfig, 'label'> = { slidesPerView: 1, autoplayMs: VISION_INTERVAL_MS, loop: true, dots: true };

// Swiper's loop needs more slides than are visible at once: the row repeats the seven logos.

function LogoSlide({ logo }: { readonly logo: LogoItem }) {
  return logo.link ? (
    <ExternalLink className={styles.logoLink} href={logo.link}>
      <Wordmark name={logo.name} size="sm" />
    </ExternalLink>
  ) : (
    <span className={styles.logo}>
      <Wordmark name={logo.name} size="sm" />
    </span>
  );
}

/** #Experience: the founding-vision cards (9000 ms, wrapping) and the row of brand logos. */
export function ExperienceSection() {
  const { experience, labels } = useHomeCopy();
  const { experienceIntro, experienceLogos, visionCards } = experience;
  const words = labels.homeLabels;
  // The same objects while the words are (a carousel starts again on a new config).
  const vision = useMemo(() => ({ ...visionConfig, label: words.visionCarousel }), [words]);
  const logos = useMemo(() => ({ ...logoRowSettings, label: words.logosCarousel }), [words]);
  const logoRow = [...experienceLogos, ...experienceLogos].map((logo, index) => ({ ...logo, key: `${logo.id}-${index}` }));
  return (
    <Section as="div" height="full" tone="dark" className={styles.experience}>
      <div className={styles.top}>
        <SectionHeading eyebrow={experienceIntro.eyebrow} title={experienceIntro.title} lead={experienceIntro.text} tone="light" />
        <div className={styles.vision}>
          <Carousel config={vision} items={visionCards} getKey={(card) => card.id} renderSlide={(card, index) => <NumberedCard as="article" number={index + 1} item={card} className={styles.card} />} />
        </div>
      </div>
      <div className={styles.logos}>
        <Carousel config={logos} items={logoRow} getKey={(logo) => logo.key} renderSlide={(logo) => <LogoSlide logo={logo} />} />
      </div>
    </Section>
  );
}
