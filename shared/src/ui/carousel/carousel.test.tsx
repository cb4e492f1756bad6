import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Carousel, type CarouselConfig } from './carousel';

// jsdom cannot lay swiper out: a stand-in that hands the component a controllable instance.
const fakeSwiper = { autoplay: { start: jest.fn(), stop: jest.fn() }, slidePrev: jest.fn(), slideNext: jest.fn() };
jest.mock('swiper/react', () => ({
  Swiper: ({ children, onSwiper }: { children: ReactNode; onSwiper: (s: unknown) => void }) => {
    useEffect(() => onSwiper(fakeSwiper), [onSwiper]);
    return <div>{children}</div>;
  },
  SwiperSlide: ({ children }: { children: ReactNode }) => <div>{children}</div>,
}));
jest.mock('swiper/modules', () => ({ A11y: {}, Autoplay: {}, Keyboard: {}, Pagination: {} }));

const items = ['Excellence', 'Obsession', 'Integrity', 'Collaboration'];
const moving: CarouselConfig = { label: 'Our values', slidesPerView: 1, autoplayMs: 9000, loop: true, arrows: true };

const setReducedMotion = (reduce: boolean) => {
  window.matchMedia = jest.fn().mockReturnValue({ matches: reduce }) as unknown as typeof window.matchMedia;
};

const renderCarousel = (config: CarouselConfig) =>
  render(<Carousel config={config} items={items} getKey={(item) => item} renderSlide={(item) => <p>{item}</p>} />);

beforeEach(() => {
  jest.clearAllMocks();
  setReducedMotion(false);
});

describe('Carousel', () => {
  it('renders every item as a slide inside a named carousel region', () => {
    renderCarousel(moving);
    expect(screen.getByRole('region', { name: 'Our values' })).toBeInTheDocument();
    for (const item of items) expect(screen.getByText(item)).toBeInTheDocument();
  });

  it('rides by itself with a pause control that stops and restarts it', async () => {
    renderCarousel(moving);
    const pause = screen.getByRole('button', { name: 'Pause carousel' });
    expect(fakeSwiper.autoplay.start).toHaveBeenCalled();
    await userEvent.click(pause);
    expect(fakeSwiper.autoplay.stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play carousel' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('pauses while focus is inside it', async () => {
    renderCarousel(moving);
    fakeSwiper.autoplay.stop.mockClear();
    await userEvent.tab();
    expect(fakeSwiper.autoplay.stop).toHaveBeenCalled();
  });

  it('stays still under prefers-reduced-motion until Play is pressed', async () => {
    setReducedMotion(true);
    renderCarousel(moving);
    expect(fakeSwiper.autoplay.start).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Play carousel' }));
    expect(fakeSwiper.autoplay.start).toHaveBeenCalled();
  });

  it('has arrows that move it, and no pause control when it does not move by itself', async () => {
    renderCarousel({ label: 'Stories', slidesPerView: 1, arrows: true });
    expect(screen.queryByRole('button', { name: /Pause|Play/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(fakeSwiper.slideNext).toHaveBeenCalledTimes(1);
    expect(fakeSwiper.slidePrev).toHaveBeenCalledTimes(1);
  });
});
