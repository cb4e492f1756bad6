import { useEffect, type ReactNode } from 'react';

// jsdom cannot lay swiper out (and swiper ships ESM only): jest.config.js maps 'swiper/react' and 'swiper/modules' here.
// Slides render flat; the carousel gets this still instance, whose calls its own test reads.

/** The instance every mocked Swiper hands to onSwiper. */
export const fakeSwiper = {
  destroyed: false,
  isBeginning: true,
  isEnd: false,
  autoplay: {
    running: false,
    start: jest.fn(() => {
      fakeSwiper.autoplay.running = true;
    }),
    stop: jest.fn(() => {
      fakeSwiper.autoplay.running = false;
    }),
  },
  keyboard: { enable: jest.fn(), disable: jest.fn() },
  slidePrev: jest.fn(),
  slideNext: jest.fn(),
};

interface SwiperProps {
  readonly children: ReactNode;
  readonly onSwiper?: (swiper: unknown) => void;
}

export function Swiper({ children, onSwiper }: SwiperProps) {
  useEffect(() => onSwiper?.(fakeSwiper), [onSwiper]);
  return <div data-swiper="">{children}</div>;
}

export function SwiperSlide({ children, ...rest }: { readonly children: ReactNode }) {
  return <div {...rest}>{children}</div>;
}

export const A11y = {};
export const Autoplay = {};
export const Keyboard = {};
export const Pagination = {};
