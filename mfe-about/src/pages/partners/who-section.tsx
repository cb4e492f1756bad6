import { Section, SectionHeading, Carousel, type CarouselConfig, Wordmark, type LogoItem } from '@bbg/kit';
import type { PartnerType, SectionIntro as SectionIntroCopy } from '../../content/partners';
import styles from './who-section.module.css';

interface WhoSectionProps {
  readonly intro: SectionIntroCopy;
  readonly partnerTypes: readonly PartnerType[];
  readonly suppliers: readonly LogoItem[];
  readonly sliderConfig: CarouselConfig;
}

/** Who BBG partners with: the kinds of partner, then the auto-scrolling row of supplier logos. */
export function WhoSection({ intro, partnerTypes, suppliers, sliderConfig }: WhoSectionProps) {
  return (
    <Section as="div" height="full" tone="white">
      <SectionHeading id="who-title" eyebrow={intro.eyebrow} title={intro.title} highlight={intro.highlight} lead={intro.description} />
      <ul className={styles.types}>
        {partnerTypes.map((type) => (
          <li key={type.id} className={styles.type}>
            {type.label}
          </li>
        ))}
      </ul>
      <h3 className={styles.sliderTitle}>{sliderConfig.label}</h3>
      <div>
        <Carousel
          config={sliderConfig}
          items={suppliers}
          getKey={(supplier) => supplier.id}
          renderSlide={(supplier) => (
            <div className={styles.logo}>
              <Wordmark name={supplier.name} size="sm" />
            </div>
          )}
        />
      </div>
    </Section>
  );
}
