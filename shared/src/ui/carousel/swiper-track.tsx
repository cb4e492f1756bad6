import { useMemo, type ReactNode } from 'react';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import { perViewOf, type CarouselBreakpoints, type CarouselConfig } from './carousel-config';

/** One slide as the carousel hands it to a track. */
export interface TrackSlide {
  readonly key: string;
  readonly label: string;
  readonly content: ReactNode;
}

export interface SwiperTrackProps {
  readonly config: CarouselConfig;
  readonly className: string | undefined;
  readonly slides: readonly TrackSlide[];
  readonly autoplay: SwiperOptions['autoplay'];
  readonly onSwiper: (instance: SwiperInstance) => void;
  readonly onProgress: (instance: SwiperInstance) => void;
}

const MODULES = [A11y, Autoplay, Keyboard, Pagination];
const A11Y = { slideLabelMessage: '{{index}} of {{slidesLength}}', itemRoleDescriptionMessage: 'slide' } as const;
// Page Up/Down stay with the page; arrows are switched on only while focus is inside this carousel.
const KEYBOARD = { enabled: false, pageUpDown: false } as const;

const toSwiperBreakpoints = (breakpoints: CarouselBreakpoints = {}): SwiperOptions['breakpoints'] =>
  Object.fromEntries(
    Object.entries(breakpoints).map(([width, value]) => [width, { slidesPerView: perViewOf(value) }]),
  );

/** The carousel's slides on swiper: loaded after the page is adopted, so no first load carries swiper. */
export function SwiperTrack({ config, className, slides, autoplay, onSwiper, onProgress }: SwiperTrackProps) {
  const breakpoints = useMemo(() => toSwiperBreakpoints(config.breakpoints), [config.breakpoints]);
  return (
    <Swiper
      className={className}
      modules={MODULES}
      onSwiper={onSwiper}
      onProgress={onProgress}
      slidesPerView={config.slidesPerView}
      breakpoints={breakpoints}
      spaceBetween={config.spaceBetween ?? 24}
      speed={config.speedMs ?? 600}
      loop={config.loop ?? false}
      autoplay={autoplay}
      keyboard={KEYBOARD}
      pagination={config.dots ? { clickable: true } : false}
      a11y={A11Y}
    >
      {slides.map((slide) => (
        <SwiperSlide key={slide.key} role="group" aria-roledescription="slide" aria-label={slide.label}>
          {slide.content}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
