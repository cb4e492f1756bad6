import type { CarouselConfig, LogoItem } from '@bbg/kit';
import type { InternalHref } from '@bbg/contract';

export interface AchieveCard {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  readonly linkText: string;
  readonly link: InternalHref;
}

/** The Partners section of the home page: `<locale>/home-partners.json`. */
export interface PartnersCatalogue {
  readonly partnersIntro: { readonly eyebrow: string; readonly title: string; readonly text: string; readonly logosTitle: string };
  /** Two stories, both on the news article page (NEWS_ARTICLE_PATH). */
  readonly achieveCards: readonly AchieveCard[];
  /** Nine partner logos (4 visible, 3 below 800 px, 2 below 500 px). */
  readonly partnerLogos: readonly LogoItem[];
}

/** Partner logos: 4 visible, 3 below 800 px, 2 below 500 px. */
export const partnerLogoSettings = {
  slidesPerView: 2,
  breakpoints: { 500: 3, 800: 4 },
  autoplayMs: 2000,
  speedMs: 800,
  loop: true,
  spaceBetween: 16,
} as const satisfies Omit<CarouselConfig, 'label'>;
