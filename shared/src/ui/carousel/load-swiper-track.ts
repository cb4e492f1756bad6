import type { SwiperTrack } from './swiper-track';

type Track = typeof SwiperTrack;

let loaded: Track | null = null;
let loading: Promise<Track> | null = null;

/** The swiper track once it has loaded (then a carousel rendered in the browser starts on swiper at once). */
export const loadedSwiperTrack = (): Track | null => loaded;

/** Loads swiper once for every carousel of the page; a failed load may be tried again. */
export function loadSwiperTrack(): Promise<Track> {
  loading ??= import('./swiper-track').then(
    (module) => (loaded = module.SwiperTrack),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
