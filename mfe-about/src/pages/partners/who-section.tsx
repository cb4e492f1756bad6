import { Carousel, type CarouselConfig } from '@bbg/shared/ui/carousel/carousel';
import { Wordmark, type LogoItem } from '@bbg/shared/ui/wordmark/wordmark';
import type { PartnerType, SectionIntro as SectionIntroCopy } from '../../content/partners';
import { PartnersSection } from './partners-section';
import { SectionIntro } from './section-intro';
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
    <PartnersSection tone="white">
      <SectionIntro id="who-title" copy={intro} />
      <ul className={styles.types}>
        {partnerTypes.map((type) => (
          <li key={type.id} className={styles.type}>
            {type.label}
          </li>
        ))}
      </ul>
      <h3 className={styles.sliderTitle}>{sliderConfig.label}</h3>
      <div className={styles.slider}>
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
    </PartnersSection>
  );
}
