import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server.node';
import { EARLY_EVENTS_GLOBAL, LIVE_ATTRIBUTE, REPLAY_ATTRIBUTE } from '@bbg/contract';
import { fakeSwiper, stubIntersectionObserver, stubMatchMedia, Swiper, WithKitWords } from '@bbg/testing';
import { Carousel, type CarouselConfig } from './carousel';
import { loadSwiper } from './load-swiper';

const items = ['Excellence', 'Obsession', 'Integrity', 'Collaboration'];
const moving: CarouselConfig = { label: 'Our values', slidesPerView: 1, breakpoints: { 768: { slidesPerView: 2 } }, autoplayMs: 9000, loop: true, arrows: true };
const dotted: CarouselConfig = { ...moving, dots: true };
const still: CarouselConfig = { label: 'Stories', slidesPerView: 1, arrows: true };

const setReducedMotion = (reduce: boolean) => stubMatchMedia(reduce);

const asWords = (item: string) => <p>{item}</p>;
const asLink = (item: string) => <a href={`#${item}`}>{item}</a>;

const carousel = (config: CarouselConfig, renderSlide = asWords) => (
  <WithKitWords>
    <Carousel config={config} items={items} getKey={(item) => item} renderSlide={renderSlide} />
  </WithKitWords>
);

/** Swiper starts as the carousel comes into view: at once in jsdom, which has no IntersectionObserver. */
const swiperStarted = () => act(async () => void (await loadSwiper()));

const renderCarousel = async (config: CarouselConfig, renderSlide = asWords) => {
  const view = render(carousel(config, renderSlide));
  await swiperStarted();
  return view;
};

/** Serves the carousel as the prerender does and lets the browser adopt that HTML. */
async function adoptServed(config: CarouselConfig) {
  const host = document.createElement('div');
  host.innerHTML = renderToString(carousel(config));
  document.body.append(host);
  const served = {
    track: host.querySelector('.swiper'),
    slides: [...host.querySelectorAll('.swiper-slide')],
    buttons: [...host.querySelectorAll('button')],
    dots: host.querySelector('.swiper-pagination'),
  };
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const root = await act(async () => hydrateRoot(host, carousel(config), { onRecoverableError: (error) => console.error(error) }));
  return { host, served, errors, root };
}

beforeEach(() => {
  fakeSwiper.autoplay.running = false;
  setReducedMotion(false);
});

describe('Carousel as served', () => {
  it('is swiper\'s markup with every slide, at rest, with no style attribute', () => {
    const html = renderToString(carousel(dotted));
    expect(html).not.toContain('style=');
    expect(html).not.toContain('swiper-initialized');
    const host = document.createElement('div');
    host.innerHTML = html;
    const slides = host.querySelectorAll('.swiper > .swiper-wrapper > .swiper-slide[role="group"]');
    expect([...slides].map((slide) => slide.textContent)).toEqual(items);
    expect([...slides].map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 4', '2 of 4', '3 of 4', '4 of 4']);
    expect(host.querySelector('.swiper')?.className).toContain('perView1');
    expect(host.querySelector('.swiper')?.className).toContain('from768_2');
    expect(host.querySelector('.swiper > .swiper-pagination')).toBeEmptyDOMElement();
    // Arrows and the pause control are real buttons, and a press before adoption is kept for replay.
    expect(host.querySelectorAll(`[${REPLAY_ATTRIBUTE}] button[type="button"]`)).toHaveLength(3);
  });

  it('is adopted without a change, and swiper starts on the served nodes without replacing any', async () => {
    const { host, served, errors, root } = await adoptServed(dotted);
    await swiperStarted();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(Swiper).toHaveBeenCalledTimes(1);
    // Identity, compared as booleans: a failing comparison of DOM nodes would print whole documents.
    const [element, params] = Swiper.mock.calls[0] ?? [];
    expect(element === served.track).toBe(true);
    expect(params?.pagination && params.pagination.el === served.dots).toBe(true);
    const sameNodes = (now: Iterable<Element>, before: readonly Element[]) => [...now].every((node, index) => node === before[index]);
    expect(sameNodes(host.querySelectorAll('.swiper-slide'), served.slides)).toBe(true);
    expect(sameNodes(host.querySelectorAll('button'), served.buttons)).toBe(true);
    expect(served.slides.every((slide) => slide.isConnected)).toBe(true);
    expect(served.track).toHaveClass('swiper-initialized');
    expect(host.querySelector(`[${REPLAY_ATTRIBUTE}]`)).toHaveAttribute(LIVE_ATTRIBUTE);
    expect(fakeSwiper.autoplay.start).toHaveBeenCalled();
    // The carousel's own updates (here: hover pauses it) leave what swiper set on the slides alone.
    await userEvent.hover(host.querySelector('[role="region"]') as Element);
    expect(fakeSwiper.autoplay.stop).toHaveBeenCalled();
    expect(served.slides[0]).toHaveClass('swiper-slide', 'swiper-slide-active');
    expect((served.slides[0] as HTMLElement).style.width).toBe('320px');
    expect(host.querySelector('.swiper-pagination-bullet')).not.toBeNull();
    act(() => root.unmount());
    expect(fakeSwiper.destroy).toHaveBeenCalledWith(true, true);
    host.remove();
  });

  it('keeps an arrow pressed before adoption and moves once swiper is there', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(carousel(still));
    document.body.append(host);
    const next = host.querySelector('button[aria-label="Next slide"]') as HTMLElement;
    // What the boot script holds for a served part that is not live yet.
    window[EARLY_EVENTS_GLOBAL] = [{ type: 'click', target: next, part: host.querySelector(`[${REPLAY_ATTRIBUTE}]`) as Element }];
    stubIntersectionObserver();
    try {
      const root = await act(async () => hydrateRoot(host, carousel(still)));
      await swiperStarted();
      expect(Swiper).toHaveBeenCalledTimes(1);
      expect(fakeSwiper.slideNext).toHaveBeenCalledTimes(1);
      expect(window[EARLY_EVENTS_GLOBAL]).toEqual([]);
      act(() => root.unmount());
    } finally {
      delete window[EARLY_EVENTS_GLOBAL];
      host.remove();
    }
  });
});

describe('Carousel on swiper', () => {
  it('renders every item as a slide inside a named carousel region', async () => {
    await renderCarousel(moving);
    const region = screen.getByRole('region', { name: 'Our values' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    for (const item of items) expect(screen.getByText(item)).toBeInTheDocument();
    const slides = screen.getAllByRole('group');
    expect(slides).toHaveLength(items.length);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(slides[0]).toHaveAccessibleName('1 of 4');
  });

  it('rides by itself, with a pause control that stops and restarts it', async () => {
    await renderCarousel(moving);
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
    await renderCarousel(moving);
    const region = screen.getByRole('region', { name: 'Our values' });
    await userEvent.hover(region);
    expect(fakeSwiper.autoplay.stop).toHaveBeenCalledTimes(1);
    await userEvent.unhover(region);
    expect(fakeSwiper.autoplay.start).toHaveBeenCalledTimes(2);
  });

  it('leaves a touch on it alone: only a mouse over it pauses it', async () => {
    await renderCarousel(moving);
    const region = screen.getByRole('region', { name: 'Our values' });
    await userEvent.pointer({ keys: '[TouchA>]', target: region });
    expect(fakeSwiper.autoplay.stop).not.toHaveBeenCalled();
    expect(fakeSwiper.autoplay.running).toBe(true);
  });

  it('announces its slides only while it is still', async () => {
    await renderCarousel(moving);
    const wrapper = document.querySelector('.swiper-wrapper');
    expect(wrapper).toHaveAttribute('aria-live', 'off');
    await userEvent.click(screen.getByRole('button', { name: 'Pause carousel' }));
    await userEvent.unhover(screen.getByRole('region', { name: 'Our values' }));
    expect(wrapper).toHaveAttribute('aria-live', 'polite');
  });

  it('pauses while focus is inside it and takes arrow keys only then', async () => {
    await renderCarousel(moving);
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
    await renderCarousel(moving);
    expect(fakeSwiper.autoplay.start).not.toHaveBeenCalled();
    const play = screen.getByRole('button', { name: 'Play carousel' });
    fireEvent.click(play);
    expect(fakeSwiper.autoplay.start).toHaveBeenCalledTimes(1);
  });

  it('stops when the visitor asks for reduced motion while it rides', async () => {
    const matchMedia = setReducedMotion(false);
    await renderCarousel(moving);
    expect(fakeSwiper.autoplay.running).toBe(true);
    const reduce = matchMedia.mock.results.map(({ value }) => value).find((query) => query.media === '(prefers-reduced-motion: reduce)');
    const [event, listener] = reduce.addEventListener.mock.calls[0] ?? [];
    expect(event).toBe('change');
    reduce.matches = true;
    act(() => listener());
    expect(fakeSwiper.autoplay.stop).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Play carousel' })).toBeInTheDocument();
  });

  it('has arrows that move it, and no pause control when it does not move by itself', async () => {
    await renderCarousel(still);
    expect(screen.queryByRole('button', { name: /Pause|Play/ })).not.toBeInTheDocument();
    expect(fakeSwiper.autoplay.start).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(fakeSwiper.slideNext).toHaveBeenCalledTimes(1);
  });

  it('marks the previous arrow disabled at the first slide when it does not loop', async () => {
    await renderCarousel(still);
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    expect(fakeSwiper.slidePrev).not.toHaveBeenCalled();
  });

  it('lets a looping carousel go back from the first slide', async () => {
    await renderCarousel(moving);
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(fakeSwiper.slidePrev).toHaveBeenCalledTimes(1);
  });

  it('lets Tab reach only the slides in view of a looping carousel, which never moves to a focused slide', async () => {
    await renderCarousel(moving, asLink);
    const [, params] = Swiper.mock.calls.at(-1) ?? [];
    expect(params).toMatchObject({ a11y: { scrollOnFocus: false } });
    expect(screen.getAllByRole('link').map((link) => link.tabIndex)).toEqual([0, -1, -1, -1]);
  });

  it('leaves every slide of a carousel that does not loop to Tab, moving to the one focused', async () => {
    await renderCarousel(still, asLink);
    const [, params] = Swiper.mock.calls.at(-1) ?? [];
    expect(params).toMatchObject({ a11y: { scrollOnFocus: true } });
    expect(screen.getAllByRole('link').map((link) => link.tabIndex)).toEqual([0, 0, 0, 0]);
  });

  it('lets swiper go when it leaves the page', async () => {
    const { unmount } = await renderCarousel(still);
    unmount();
    expect(fakeSwiper.destroy).toHaveBeenCalledTimes(1);
  });
});
