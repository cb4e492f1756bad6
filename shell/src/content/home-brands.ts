import { type ArtTopic } from '@bbg/kit';
import { brandSites, type ExternalHref } from '@bbg/contract';

/** Brand slide: id, title (category), subtitle (brand name), image, link. */
export interface BrandSlide {
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

export const brandsIntro = { eyebrow: 'Our Brands', title: 'Brands that move people and markets', linkText: 'Visit website' } as const;

export const brandSlides = [
  { id: 'travel', title: 'Corporate Travel', subtitle: 'Blueberry Travel', image: 'travel', alt: 'Aircraft over a blueberry sky', link: brandSites.blueberryTravel },
  { id: 'holidays', title: 'Holidays', subtitle: 'Next Holidays', image: 'globe', alt: 'A globe with holiday routes', link: brandSites.nextHolidays },
  { id: 'electronics', title: 'Electronics', subtitle: 'SPJ Electronics', image: 'electronics', alt: 'Phones and laptops in the brand colours', link: brandSites.spj },
  { id: 'fashion', title: 'Fashion', subtitle: 'Yashika Fashion', image: 'fashion', alt: 'Garments on a rail in a boutique', link: brandSites.fashion },
  { id: 'trading', title: 'General Trading', subtitle: 'MGT', image: 'trading', alt: 'Crates and a trading chart', link: brandSites.mgt },
] as const satisfies readonly BrandSlide[];
