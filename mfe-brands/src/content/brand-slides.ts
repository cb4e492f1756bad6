import { type ArtTopic, type CarouselConfig, type HighlightColor } from '@bbg/kit';
import { brandSites, type ExternalHref } from '@bbg/contract';

/** What a brand slider with no slides shows in its place (docs/behaviour.md#content-by-id). */
export const SLIDE_NOT_FOUND = 'No data found for this ID.';

/** The small picture on a slide's button, drawn from the icon set. */
export type SlideButtonImage = 'arrow' | 'book' | 'shield' | 'bag' | 'plane' | 'box';

interface BrandSlideButton {
  readonly text: string;
  readonly image: SlideButtonImage;
  /** The brand's external site (config/external-links.ts); it opens in a new tab. */
  readonly link: ExternalHref;
}

/** Brand slide: heading is title + highlight; subtitle is the brand name. */
export interface BrandSlide {
  readonly id: string;
  readonly title: string;
  readonly highlight: string;
  /** Colour of the highlighted words on the slide's dark scrim; the accent when absent. */
  readonly highlightColor?: HighlightColor;
  readonly subtitle: string;
  readonly description: readonly string[];
  /** Each slide has one button. */
  readonly buttons: readonly [BrandSlideButton];
  readonly backgroundImage: ArtTopic;
}

/** The slides of one brand page, handed to the page's BrandSlider; with no slides it shows SLIDE_NOT_FOUND. */
export interface BrandSlider {
  /** The brand's entry number: it makes the section's heading id, `brand-slider-<id>-title`. */
  readonly id: number;
  /** The section's heading. */
  readonly heading: string;
  /** Names the carousel region (differs from the heading: landmark names stay unique). */
  readonly label: string;
  readonly slides: readonly BrandSlide[];
}


/** Each brand page's slider: three slides (intro, blog or insights, visa or safety or offerings); two for ids 4 and 5. */
export const brandSliders = {
  spj: {
    id: 2,
    heading: 'Discover SPJ Electronics',
    label: 'SPJ Electronics highlights',
    slides: [
      { id: 'spj-intro', subtitle: 'SPJ Electronics', title: 'Electronics for', highlight: 'every shelf', description: ['Since 2016 SPJ has supplied consumer electronics and accessories to retail partners in 20+ countries.', 'Phones, audio, smart-home devices and the accessories that go with them, delivered on time.'], buttons: [{ text: 'Visit SPJ Electronics', image: 'arrow', link: brandSites.spj }], backgroundImage: 'electronics' },
      { id: 'spj-insights', subtitle: 'SPJ Electronics', title: 'Insights from', highlight: 'the market', highlightColor: 'sun', description: ['Our category managers share what is selling, what is coming and how retailers can plan their ranges.'], buttons: [{ text: 'Read the SPJ blog', image: 'book', link: brandSites.spj }], backgroundImage: 'media' },
      { id: 'spj-offerings', subtitle: 'SPJ Electronics', title: 'Offerings for', highlight: 'retailers', description: ['Global brands at fair trade prices, merchandising support and after-sales service in every market we serve.'], buttons: [{ text: 'Explore the range', image: 'box', link: brandSites.spj }], backgroundImage: 'trading' },
    ],
  },
  nextHolidays: {
    id: 4,
    heading: 'Discover Next Holidays',
    label: 'Next Holidays highlights',
    slides: [
      { id: 'next-holidays-intro', subtitle: 'Next Holidays', title: 'Holidays made', highlight: 'personal', highlightColor: 'sun', description: ['One million customers have travelled with Next Holidays: families, couples and groups.', 'Every package is planned by specialists who know the destination first-hand.'], buttons: [{ text: 'Plan with Next Holidays', image: 'plane', link: brandSites.nextHolidays }], backgroundImage: 'travel' },
      { id: 'next-holidays-safety', subtitle: 'Next Holidays', title: 'Travel with', highlight: 'peace of mind', description: ['Vetted hotels and transfers, travel insurance options and a support line that answers day and night.'], buttons: [{ text: 'See how we keep you safe', image: 'shield', link: brandSites.nextHolidays }], backgroundImage: 'globe' },
    ],
  },
  blueberryTravels: {
    id: 5,
    heading: 'Discover Blueberry Travels',
    label: 'Blueberry Travels highlights',
    slides: [
      { id: 'blueberry-travels-intro', subtitle: 'Blueberry Travels', title: 'Corporate travel,', highlight: 'simplified', description: ['500+ businesses trust Blueberry Travels with their trips and save up to 20% on their travel spend.', 'One team handles flights, hotels, visas and changes, around the clock.'], buttons: [{ text: 'Visit Blueberry Travels', image: 'arrow', link: brandSites.blueberryTravel }], backgroundImage: 'travel' },
      { id: 'blueberry-travels-insights', subtitle: 'Blueberry Travels', title: 'Smarter', highlight: 'business trips', highlightColor: 'mint', description: ['Policy tips, booking trends and reports from 200,000 bookings a year help travel managers spend well.'], buttons: [{ text: 'Read our insights', image: 'book', link: brandSites.blueberryTravel }], backgroundImage: 'corporate' },
    ],
  },
  friendsTravel: {
    id: 6,
    heading: 'Discover Friends Travel & Tourism',
    label: 'Friends Travel & Tourism highlights',
    slides: [
      { id: 'friends-travel-intro', subtitle: 'Friends Travel & Tourism', title: 'Your airline\u2019s', highlight: 'partner in Africa', description: ['As general sales agent we sell, market and support airline routes in markets where they have no office of their own.'], buttons: [{ text: 'Visit Friends Travel', image: 'arrow', link: brandSites.friendsTravel }], backgroundImage: 'globe' },
      { id: 'friends-travel-blog', subtitle: 'Friends Travel & Tourism', title: 'News from', highlight: 'the skies', highlightColor: 'sun', description: ['New routes, fares and schedules from the airlines we represent, first on our blog.'], buttons: [{ text: 'Read the blog', image: 'book', link: brandSites.friendsTravel }], backgroundImage: 'media' },
      { id: 'friends-travel-visa', subtitle: 'Friends Travel & Tourism', title: 'Visa and', highlight: 'travel support', description: ['Our agents guide travellers through visas, documents and entry rules before they fly.'], buttons: [{ text: 'Get visa help', image: 'shield', link: brandSites.friendsTravel }], backgroundImage: 'travel' },
    ],
  },
  yashikaFashion: {
    id: 7,
    heading: 'Discover Yashika Fashion',
    label: 'Yashika Fashion highlights',
    slides: [
      { id: 'yashika-fashion-intro', subtitle: 'Yashika Fashion', title: 'Style that', highlight: 'travels', description: ['Contemporary clothing and accessories in city stores and at the airport, chosen for the cities we serve.'], buttons: [{ text: 'Visit Yashika Fashion', image: 'arrow', link: brandSites.fashion }], backgroundImage: 'fashion' },
      { id: 'yashika-fashion-insights', subtitle: 'Yashika Fashion', title: 'Trends from', highlight: 'our stylists', highlightColor: 'sun', description: ['Seasonal edits, styling notes and the stories behind each collection.'], buttons: [{ text: 'Read the style notes', image: 'book', link: brandSites.fashion }], backgroundImage: 'people' },
      { id: 'yashika-fashion-offerings', subtitle: 'Yashika Fashion', title: 'Shop', highlight: 'the collections', description: ['Tax-free prices at the airport store and new arrivals every season in town.'], buttons: [{ text: 'Shop the collections', image: 'bag', link: brandSites.fashion }], backgroundImage: 'fashion' },
    ],
  },
  mgt: {
    id: 8,
    heading: 'Discover MGT General Trading',
    label: 'MGT General Trading highlights',
    slides: [
      { id: 'mgt-intro', subtitle: 'MGT General Trading', title: 'Trade without', highlight: 'borders', description: ['MGT sources, trades and distributes goods for partners across the Middle East and Africa.'], buttons: [{ text: 'Visit MGT', image: 'arrow', link: brandSites.mgt }], backgroundImage: 'trading' },
      { id: 'mgt-insights', subtitle: 'MGT General Trading', title: 'Market', highlight: 'insights', highlightColor: 'mint', description: ['Supply, prices and demand across our markets, explained by the people who trade in them.'], buttons: [{ text: 'Read our insights', image: 'book', link: brandSites.mgt }], backgroundImage: 'corporate' },
      { id: 'mgt-offerings', subtitle: 'MGT General Trading', title: 'From warehouse', highlight: 'to doorstep', description: ['Consumer products and industrial supplies, moved by our own logistics arm.'], buttons: [{ text: 'See what we supply', image: 'box', link: brandSites.mgt }], backgroundImage: 'logistics' },
    ],
  },
} as const satisfies Record<string, BrandSlider>;

/** The brand slider's motion and controls (kit Carousel): one slide at a time, arrows and dots. */
export const brandSliderCarousel = {
  slidesPerView: 1,
  autoplayMs: 8000,
  speedMs: 600,
  arrows: true,
  dots: true,
  spaceBetween: 24,
} as const satisfies Omit<CarouselConfig, 'label'>;
