import { Link } from '@bbg/shared/platform';
import { ART_HEIGHT, ART_WIDTH, artUrl } from '@bbg/shared/ui/art/art';
import { DownloadProfileButton } from '@bbg/shared/ui/download-profile-button/download-profile-button';
import type { AboutSection } from '../../content/about-us';
import { SectionHeading } from '@bbg/shared/ui/section-heading/section-heading';
import { StatsStrip } from '../../components/stats-strip/stats-strip';
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
    <div className={styles.section} data-flipped={flipped}>
      <div className={styles.text}>
        <SectionHeading id={titleId} eyebrow={section.eyebrow} title={section.title} />
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
        {section.links.length > 0 || section.downloads ? (
          <div className={styles.actions}>
            {section.downloads?.map((label) => <DownloadProfileButton key={label} className={styles.download} label={label} />)}
            {section.links.map((link) => (
              <Link key={link.to} className={styles.link} to={link.to}>
                {link.label}
              </Link>
            ))}
          </div>
        ) : null}
      </div>
      {section.stats ? (
        <StatsStrip stats={section.stats} tone="light" />
      ) : (
        <img className={styles.image} src={artUrl(section.art)} width={ART_WIDTH} height={ART_HEIGHT} alt="" loading="lazy" decoding="async" />
      )}
    </div>
  );
}
