import type { BannerEntry } from '../../content/banners';
import { Button } from '../button/button';
import { HeroFrame } from '../hero-frame/hero-frame';
import { SectionLink } from '../scroll-sections/section-link';

interface BannerProps {
  readonly entry: BannerEntry;
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

/** Generic banner screen: the page's hero, the entry its page hands it, on the kit's HeroFrame. */
export function Banner({ entry, onLoad }: BannerProps) {
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
