import { Card, NumberedCards, Section, SectionHeading, Carousel, type CarouselConfig, Eyebrow } from '@bbg/kit';
import { Award } from 'lucide-react';
import type { Achievement, Benefit, SectionIntro as SectionIntroCopy } from '../../content/partners';
import styles from './why-section.module.css';

interface WhySectionProps {
  readonly intro: SectionIntroCopy;
  readonly benefits: readonly Benefit[];
  readonly achievements: readonly Achievement[];
  readonly achievementsConfig: CarouselConfig;
}

/** Why partner with BBG: the benefits, then the achievements carousel (each award's year isolated, for right-to-left pages). */
export function WhySection({ intro, benefits, achievements, achievementsConfig }: WhySectionProps) {
  return (
    <Section as="div" height="full" tone="lilac">
      <SectionHeading id="why-title" eyebrow={intro.eyebrow} title={intro.title} highlight={intro.highlight} lead={intro.description} />
      <div className={styles.layout}>
        <NumberedCards items={benefits} columns={2} numbered={false} bar />
        <div className={styles.achievements}>
          <h3 className={styles.achievementsTitle}>{achievementsConfig.label}</h3>
          <Carousel
            config={achievementsConfig}
            items={achievements}
            getKey={(achievement) => achievement.id}
            renderSlide={(achievement) => (
              <Card as="article" tone="ink" padding="lg" className={styles.award}>
                <Award aria-hidden="true" size={36} className={styles.awardIcon} />
                <Eyebrow tone="light" className={styles.awardName}>
                  {achievement.award}{' '}
                  <span className={styles.awardYear}>
                    <bdi>{achievement.year}</bdi>
                  </span>
                </Eyebrow>
                <h4 className={styles.awardTitle}>{achievement.title}</h4>
                <p className={styles.awardText}>{achievement.text}</p>
              </Card>
            )}
          />
        </div>
      </div>
    </Section>
  );
}
