import type { ReactNode } from 'react';

// jsdom cannot lay swiper out: page tests render the slides flat; the kit's carousel test covers the motion.
export const Swiper = ({ children }: { readonly children: ReactNode }) => <div>{children}</div>;
export const SwiperSlide = ({ children, ...rest }: { readonly children: ReactNode }) => <div {...rest}>{children}</div>;
export const A11y = {};
export const Autoplay = {};
export const Keyboard = {};
export const Pagination = {};

/** The carousel reads prefers-reduced-motion. */
export function stubMatchMedia(): void {
  window.matchMedia = jest.fn().mockReturnValue({ matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() });
}
