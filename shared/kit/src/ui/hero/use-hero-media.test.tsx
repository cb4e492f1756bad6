import { act, fireEvent, render, within } from '@testing-library/react';
import { useRef } from 'react';
import { HERO_WAIT_MS, useHeroMedia } from './use-hero-media';

function ImageHero({ onReady }: { readonly onReady: () => void }) {
  const ref = useRef<HTMLImageElement>(null);
  const { ready, settle } = useHeroMedia(ref, onReady);
  return (
    <div data-testid="hero" data-ready={ready}>
      <img ref={ref} src="/hero.svg" alt="" onLoad={settle} onError={settle} />
    </div>
  );
}

function VideoHero({ onReady }: { readonly onReady: () => void }) {
  const ref = useRef<HTMLVideoElement>(null);
  const { ready, settle } = useHeroMedia(ref, onReady);
  return (
    <div data-testid="hero" data-ready={ready}>
      <video ref={ref} src="/hero.mp4" muted aria-hidden="true" onLoadedMetadata={settle} onError={settle} />
    </div>
  );
}

const setup = (Hero: typeof ImageHero = ImageHero) => {
  const onReady = jest.fn();
  const { container } = render(<Hero onReady={onReady} />);
  return { onReady, hero: within(container).getByTestId('hero'), media: container.querySelector('img, video')! };
};

describe('useHeroMedia', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for the image, then is ready and tells the page once', () => {
    const { onReady, hero, media } = setup();
    expect(hero).toHaveAttribute('data-ready', 'false');
    fireEvent.load(media);
    expect(hero).toHaveAttribute('data-ready', 'true');
    act(() => jest.advanceTimersByTime(HERO_WAIT_MS));
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('an image that fails to load reveals the page as a load does', () => {
    const { onReady, hero, media } = setup();
    fireEvent.error(media);
    expect(hero).toHaveAttribute('data-ready', 'true');
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('a stalled image reveals the page after the time limit, not before', () => {
    const { onReady, hero, media } = setup();
    act(() => jest.advanceTimersByTime(HERO_WAIT_MS - 1));
    expect(onReady).not.toHaveBeenCalled();
    expect(hero).toHaveAttribute('data-ready', 'false');
    act(() => jest.advanceTimersByTime(1));
    expect(hero).toHaveAttribute('data-ready', 'true');
    expect(onReady).toHaveBeenCalledTimes(1);
    fireEvent.load(media);
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('the limit is 4 seconds', () => {
    expect(HERO_WAIT_MS).toBe(4000);
  });

  it('a video hero is ready on its metadata, its error, or the time limit', () => {
    const first = setup(VideoHero);
    expect(first.hero).toHaveAttribute('data-ready', 'false');
    fireEvent.loadedMetadata(first.media);
    expect(first.onReady).toHaveBeenCalledTimes(1);
    const second = setup(VideoHero);
    fireEvent.error(second.media);
    expect(second.onReady).toHaveBeenCalledTimes(1);
    const third = setup(VideoHero);
    act(() => jest.advanceTimersByTime(HERO_WAIT_MS - 1));
    expect(third.onReady).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(third.onReady).toHaveBeenCalledTimes(1);
  });
});
