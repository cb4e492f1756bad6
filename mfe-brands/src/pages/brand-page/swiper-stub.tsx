import { useEffect, type ReactNode } from 'react';

/** Test double: jsdom cannot lay swiper out, so slides render in a plain list with a still instance. */
const still = {
  destroyed: false,
  isBeginning: true,
  isEnd: false,
  autoplay: { running: false, start: () => undefined, stop: () => undefined },
  keyboard: { enable: () => undefined, disable: () => undefined },
  slidePrev: () => undefined,
  slideNext: () => undefined,
};

export function Swiper({ children, onSwiper }: { readonly children: ReactNode; readonly onSwiper: (swiper: unknown) => void }) {
  useEffect(() => onSwiper(still), [onSwiper]);
  return <div>{children}</div>;
}

export function SwiperSlide({ children, ...rest }: { readonly children: ReactNode }) {
  return <div {...rest}>{children}</div>;
}

export const A11y = {};
export const Autoplay = {};
export const Keyboard = {};
export const Pagination = {};
