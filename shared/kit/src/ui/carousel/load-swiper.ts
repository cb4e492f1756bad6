import type { startSwiper } from './swiper-core';

let loading: Promise<typeof startSwiper> | null = null;

/** Loads swiper's core once for every carousel of the page, outside the first load; a failed load may be tried again. */
export function loadSwiper(): Promise<typeof startSwiper> {
  loading ??= import('./swiper-core').then(
    (module) => module.startSwiper,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
