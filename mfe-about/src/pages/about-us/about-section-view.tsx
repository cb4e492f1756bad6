import { Button, CardArt, DownloadProfileButton, Section, SectionHeading, StatList } from '@bbg/kit';
import type { AboutSection } from '../../content/about-us';
import styles from './about-section-view.module.css';

interface AboutSectionViewProps {
  readonly section: AboutSection;
  /** Odd sections put the picture on the other side and take the tinted background. */
  readonly flipped: boolean;
}

/** One full-height section of /about-us: text, its links and downloads, and a picture or figures beside it. */
export function AboutSectionView({ section, flipped }: AboutSectionViewProps) {
  const titleId = `${section.id}-title`;
  return (
    <Section as="div" height="full" tone={flipped ? 'lilac' : 'white'}>
      <div className={styles.layout} data-flipped={flipped}>
        <div className={styles.text}>
          <SectionHeading id={titleId} eyebrow={section.eyebrow} title={section.title} />
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          {section.links.length > 0 || section.downloads ? (
            <div className={styles.actions}>
              {section.downloads?.map((label) => <DownloadProfileButton key={label} variant="solid" label={label} />)}
              {section.links.map((link) => (
                <Button key={link.to} variant="outline" className={styles.link} to={link.to}>
                  {link.label}
                </Button>
              ))}
            </div>
          ) : null}
        </div>
        {section.stats ? (
          <StatList stats={section.stats} tone="light" columns={2} />
        ) : (
          <CardArt topic={section.art} className={styles.image} />
        )}
      </div>
    </Section>
  );
}
