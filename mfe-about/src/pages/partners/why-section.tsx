import { Award } from 'lucide-react';
import { Carousel, type CarouselConfig } from '@bbg/shared/ui/carousel/carousel';
import type { Achievement, Benefit, SectionIntro as SectionIntroCopy } from '../../content/partners';
import { PartnersSection } from './partners-section';
import { SectionIntro } from './section-intro';
import styles from './why-section.module.css';

interface WhySectionProps {
  readonly intro: SectionIntroCopy;
  readonly benefits: readonly Benefit[];
  readonly achievements: readonly Achievement[];
  readonly achievementsConfig: CarouselConfig;
}

/** Why partner with BBG: the benefits, then the achievements carousel. */
export function WhySection({ intro, benefits, achievements, achievementsConfig }: WhySectionProps) {
  return (
    <PartnersSection tone="tint">
      <SectionIntro id="why-title" copy={intro} />
      <div className={styles.layout}>
        <ul className={styles.benefits}>
          {benefits.map((benefit) => (
            <li key={benefit.id} className={styles.benefit}>
              <h3 className={styles.benefitTitle}>{benefit.title}</h3>
              <p className={styles.benefitText}>{benefit.text}</p>
            </li>
          ))}
        </ul>
        <div className={styles.achievements}>
          <h3 className={styles.achievementsTitle}>{achievementsConfig.label}</h3>
          <Carousel
            config={achievementsConfig}
            items={achievements}
            getKey={(achievement) => achievement.id}
            renderSlide={(achievement) => (
              <article className={styles.award}>
                <Award aria-hidden="true" size={36} className={styles.awardIcon} />
                <p className={styles.awardName}>
                  {achievement.award} <span className={styles.awardYear}>{achievement.year}</span>
                </p>
                <h4 className={styles.awardTitle}>{achievement.title}</h4>
                <p className={styles.awardText}>{achievement.text}</p>
              </article>
            )}
          />
        </div>
      </div>
    </PartnersSection>
  );
}
