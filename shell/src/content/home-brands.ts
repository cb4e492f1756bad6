import type { ArtTopic } from '@bbg/kit';
import type { ExternalHref } from '@bbg/contract';

/** Brand slide: id, title (category), subtitle (brand name), image, link. */
interface BrandSlide {
  readonly id: string;
  readonly title: string;
  readonly subtitle: string;
  readonly image: ArtTopic;
  readonly alt: string;
  /** The brand's own site (brandSites): it opens in a new tab. */
  readonly link: ExternalHref;
}

/** Five slides, 0.6 s transition, both controls locked for the 1 s move. */
export const BRAND_SLIDE_TRANSITION_MS = 600;
export const BRAND_SLIDE_LOCK_MS = 1000;

/** The Brands section of the home page: `<locale>/home-brands.json`. */
export interface BrandsCatalogue {
  readonly brandsIntro: { readonly eyebrow: string; readonly title: string; readonly linkText: string };
  readonly brandSlides: readonly BrandSlide[];
}
