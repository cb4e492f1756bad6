import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server.node';
import { fakeSwiper } from '../../testing/swiper-mock';
import { Carousel, type CarouselConfig } from './carousel';
import { loadSwiperTrack } from './load-swiper-track';

const items = ['Excellence', 'Obsession', 'Integrity', 'Collaboration'];
const moving: CarouselConfig = { label: 'Our values', slidesPerView: 1, breakpoints: { 768: { slidesPerView: 2 } }, autoplayMs: 9000, loop: true, arrows: true };
const still: CarouselConfig = { label: 'Stories', slidesPerView: 1, arrows: true };

const setReducedMotion = (reduce: boolean) => {
  window.matchMedia = jest.fn().mockReturnValue({ matches: reduce, addEventListener: jest.fn(), removeEventListener: jest.fn() });
};

const carousel = (config: CarouselConfig) => <Carousel config={config} items={items} getKey={(item) => item} renderSlide={(item) => <p>{item}</p>} />;
const renderCarousel = (config: CarouselConfig) => render(carousel(config));

beforeEach(() => {
  fakeSwiper.autoplay.running = false;
  setReducedMotion(false);
});

describe('Carousel before swiper', () => {
  it('is rendered ahead of time as a static track in swiper\'s classes, with no style attribute and no swiper', () => {
    const html = renderToString(carousel(moving));
    expect(html).not.toContain('style=');
    expect(html).not.toContain('data-swiper');
    const host = document.createElement('div');
    host.innerHTML = html;
    const slides = host.querySelectorAll('.swiper > .swiper-wrapper > .swiper-slide[role="group"]');
    expect(slides).toHaveLength(items.length);
    expect(slides[0]).toHaveAttribute('aria-label', '1 of 4');
    expect(host.querySelector('.swiper')?.className).toContain('perView1');
    expect(host.querySelector('.swiper')?.className).toContain('from768_2');
  });

  it('adopts the served HTML unchanged, then hands the slides to swiper', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(carousel(moving));
    document.body.append(host);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await act(async () => hydrateRoot(host, carousel(moving), { onRecoverableError: (error) => console.error(error) }));
    await act(() => loadSwiperTrack());
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(host.querySelector('[data-swiper]')).not.toBeNull();
    expect(host.querySelectorAll('[role="group"]')).toHaveLength(items.length);
    expect(fakeSwiper.autoplay.start).toHaveBeenCalled();
    act(() => root.unmount());
    host.remove();
  });
});

describe('Carousel on swiper', () => {
  beforeAll(() => loadSwiperTrack());

  it('renders every item as a slide inside a named carousel region', () => {
    renderCarousel(moving);
    const region = screen.getByRole('region', { name: 'Our values' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    for (const item of items) expect(screen.getByText(item)).toBeInTheDocument();
    const slides = screen.getAllByRole('group');
    expect(slides).toHaveLength(items.length);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(slides[0]).toHaveAccessibleName('1 of 4');
  });

  it('rides by itself, with a pause control that stops and restarts it', async () => {
    renderCarousel(moving);
    expect(fakeSwiper.autoplay.start).toHaveBeenCalledTimes(1);
    const pause = screen.getByRole('button', { name: 'Pause carousel' });
    expect(pause).not.toHaveAttribute('aria-pressed');
    await userEvent.click(pause);
    expect(fakeSwiper.autoplay.stop).toHaveBeenCalled();
    const play = screen.getByRole('button', { name: 'Play carousel' });
    // A mouse click also hovers the carousel: it restarts once the pointer leaves.
    await userEvent.click(play);
    await userEvent.unhover(play);
    expect(fakeSwiper.autoplay.start).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Pause carousel' })).toBeInTheDocument();
  });

  it('pauses while the mouse is over it', async () => {
    renderCarousel(moving);
    const region = screen.getByRole('region', { name: 'Our values' });
    await userEvent.hover(region);
    expect(fakeSwiper.autoplay.stop).toHaveBeenCalledTimes(1);
    await userEvent.unhover(region);
    expect(fakeSwiper.autoplay.start).toHaveBeenCalledTimes(2);
  });

  it('pauses while focus is inside it and takes arrow keys only then', async () => {
    renderCarousel(moving);
    await userEvent.tab();
    expect(fakeSwiper.autoplay.stop).toHaveBeenCalled();
    expect(fakeSwiper.keyboard.enable).toHaveBeenCalled();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(document.body).toHaveFocus();
    expect(fakeSwiper.keyboard.disable).toHaveBeenCalled();
    expect(fakeSwiper.autoplay.running).toBe(true);
  });

  it('stays still under prefers-reduced-motion until Play is pressed', async () => {
    setReducedMotion(true);
    renderCarousel(moving);
    expect(fakeSwiper.autoplay.start).not.toHaveBeenCalled();
    const play = screen.getByRole('button', { name: 'Play carousel' });
    fireEvent.click(play);
    expect(fakeSwiper.autoplay.start).toHaveBeenCalledTimes(1);
  });

  it('has arrows that move it, and no pause control when it does not move by itself', async () => {
    renderCarousel(still);
    expect(screen.queryByRole('button', { name: /Pause|Play/ })).not.toBeInTheDocument();
    expect(fakeSwiper.autoplay.start).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(fakeSwiper.slideNext).toHaveBeenCalledTimes(1);
  });

  it('marks the previous arrow disabled at the first slide when it does not loop', async () => {
    renderCarousel(still);
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    expect(fakeSwiper.slidePrev).not.toHaveBeenCalled();
  });

  it('lets a looping carousel go back from the first slide', async () => {
    renderCarousel(moving);
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(fakeSwiper.slidePrev).toHaveBeenCalledTimes(1);
  });
});
