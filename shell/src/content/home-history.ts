import { fill } from '@bbg/contract';
import type { ArtTopic, CarouselConfig } from '@bbg/kit';

/** One market opening on the 2013–2024 timeline. */
export interface TimelineEntry {
  readonly year: number;
  readonly brand: string;
  readonly market: string;
}

export interface CulturePhoto {
  readonly id: string;
  /** The album's name, as shown on the photo. */
  readonly album: string;
  readonly image: ArtTopic;
  readonly alt: string;
}

/** What the culture photos show, in turn. */
interface CultureScene {
  readonly image: ArtTopic;
  readonly subject: string;
}

/** The words the culture photos are named with: each photo's album, its scene, and `alt` to put them together. */
export interface CultureGallery {
  readonly albums: { readonly culture: string; readonly annualMeeting: string };
  readonly scenes: readonly [CultureScene, ...CultureScene[]];
  /** A photo's alt text: `{album}`, its `{number}` in the album and its scene's `{subject}`. */
  readonly alt: string;
}

/** Timeline 2013 to 2024: 4 visible, 2 at 440 px and below, autoplay 2 s. */
export const timelineSettings = {
  slidesPerView: 2,
  breakpoints: { 441: 4 },
  autoplayMs: 2000,
  loop: true,
  arrows: true,
  spaceBetween: 0,
} as const satisfies Omit<CarouselConfig, 'label'>;

/** Culture photos: 4 visible, 1.5 up to 576 px. */
export const cultureSettings = {
  slidesPerView: 1.5,
  breakpoints: { 577: 4 },
  arrows: true,
  spaceBetween: 16,
} as const satisfies Omit<CarouselConfig, 'label'>;

/** The History sections of the home page, the timeline and the culture photos: `<locale>/home-history.json`. */
export interface HistoryCatalogue {
  readonly timelineIntro: { readonly eyebrow: string; readonly title: string };
  readonly timeline: readonly TimelineEntry[];
  readonly cultureIntro: { readonly eyebrow: string; readonly title: string; readonly text: string };
  readonly cultureGallery: CultureGallery;
}

const CULTURE_PHOTOS = 19;
const CULTURE_ALBUM_SIZE = 10;

/** Nineteen photos: ten from culture days, nine from the annual meeting, showing the scenes in turn. */
export function culturePhotos({ albums, scenes, alt }: CultureGallery): CulturePhoto[] {
  return Array.from({ length: CULTURE_PHOTOS }, (_, index) => {
    const inCulture = index < CULTURE_ALBUM_SIZE;
    const album = inCulture ? albums.culture : albums.annualMeeting;
    const number = inCulture ? index + 1 : index + 1 - CULTURE_ALBUM_SIZE;
    const scene = scenes[index % scenes.length] ?? scenes[0];
    return { id: `culture-${index + 1}`, album, image: scene.image, alt: fill(alt, { album, number, subject: scene.subject }) };
  });
}
