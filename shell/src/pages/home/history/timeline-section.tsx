import { useMemo } from 'react';
import { Carousel, Section, SectionHeading } from '@bbg/kit';
import { timelineSettings, type TimelineEntry } from '../../../content/home-history';
import { useHomeCopy } from '../home-copy';
import styles from './timeline-section.module.css';

function Milestone({ entry }: { readonly entry: TimelineEntry }) {
  return (
    <article className={styles.milestone}>
      <h3 className={styles.year}>{entry.year}</h3>
      <div className={styles.rail} aria-hidden="true">
        <span className={styles.marker} />
      </div>
      <p className={styles.brand}>{entry.brand}</p>
      <p className={styles.market}>{entry.market}</p>
    </article>
  );
}

/** History: the timeline of market openings per brand, 2013 to 2024. */
export function TimelineSection() {
  const { history, labels } = useHomeCopy();
  const { timeline, timelineIntro } = history;
  const words = labels.homeLabels;
  const config = useMemo(() => ({ ...timelineSettings, label: words.timelineCarousel }), [words]);
  return (
    <Section as="div" height="full" tone="lilac">
      <SectionHeading eyebrow={timelineIntro.eyebrow} title={timelineIntro.title} />
      <Carousel config={config} items={timeline} getKey={(entry) => String(entry.year)} renderSlide={(entry) => <Milestone entry={entry} />} />
    </Section>
  );
}
