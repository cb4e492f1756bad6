import { BANNER_NOT_FOUND, findBanner, type BannerEntry } from '../../content/banners';
import { useReportPageLoaded } from '@bbg/shared/platform';
import { Button } from '../button/button';
import { HeroFrame } from '../hero-frame/hero-frame';
import { SectionLink } from '../scroll-sections/section-link';
import styles from './banner.module.css';

interface BannerProps {
  readonly id: number;
  /** Runs once the banner's image has loaded, failed or kept the page waiting too long (HeroFrame reports the page loaded then). */
  readonly onLoad?: () => void;
}

function BannerButton({ entry }: { readonly entry: BannerEntry }) {
  if (!entry.buttonText || !entry.buttonLink) return null;
  const link = entry.buttonLink;
  return link.startsWith('#') ? (
    <SectionLink variant="light" targetId={link.slice(1)}>
      {entry.buttonText}
    </SectionLink>
  ) : (
    <Button variant="light" to={link}>{entry.buttonText}</Button>
  );
}

/** An unknown id shows BANNER_NOT_FOUND; with no hero to wait for, the page is loaded at once. */
function MissingBanner() {
  useReportPageLoaded();
  return (
    <p className={styles.missing} role="alert">
      {BANNER_NOT_FOUND}
    </p>
  );
}

/** Generic banner screen: the page's hero, chosen by id, on the kit's HeroFrame. */
export function Banner({ id, onLoad }: BannerProps) {
  const entry = findBanner(id);
  if (!entry) return <MissingBanner />;
  const button = entry.buttonText && entry.buttonLink ? <BannerButton entry={entry} /> : undefined;
  return (
    <HeroFrame
      backdrop={{ art: entry.backgroundImage }}
      headingId={`banner-${entry.id}`}
      title={entry.title}
      highlight={entry.highlight}
      highlightColor={entry.highlightColor}
      lead={entry.description}
      actions={button}
      size="banner"
      onLoad={onLoad}
    />
  );
}
