import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server.node';
import type { ReactElement } from 'react';
import { HERO_MEDIA_ATTRIBUTE } from '@bbg/contract';
import { LoadedFlag, TestPlatform } from '@bbg/testing';
import { HERO_WAIT_MS } from '../hero/use-hero-media';
import { HeroFrame, type HeroFrameProps } from './hero-frame';

const inPage = (hero: ReactElement) => (
  <TestPlatform path="/x">
    {hero}
    <LoadedFlag />
  </TestPlatform>
);

const base: HeroFrameProps = {
  backdrop: { art: 'people' },
  headingId: 'hero-title',
  eyebrow: 'Partners',
  title: 'Grow with',
  highlight: 'BBG',
  lead: 'One group, many journeys.',
  actions: <button type="button">Explore</button>,
  scrollDown: { targetId: 'next', label: 'To the next section' },
};

const renderHero = (props: Partial<HeroFrameProps> = {}) => {
  const onLoad = jest.fn();
  const view = render(inPage(<HeroFrame {...base} onLoad={onLoad} {...props} />));
  const frame = view.container.querySelector('[data-ready]') as HTMLElement;
  const media = view.container.querySelector(`[${HERO_MEDIA_ATTRIBUTE}]`) as HTMLElement;
  return { ...view, onLoad, frame, media };
};

describe('HeroFrame', () => {
  it('holds its words and down-arrow back until its picture loads, then reports the page loaded once; the arrow is the same link throughout', () => {
    const { frame, media, onLoad } = renderHero();
    expect(frame).toHaveAttribute('data-ready', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('waiting');
    const down = screen.getByRole('link', { name: 'To the next section' });
    expect(down).toHaveAttribute('href', '#next');
    fireEvent.load(media);
    fireEvent.load(media);
    expect(frame).toHaveAttribute('data-ready', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('loaded');
    expect(onLoad).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'To the next section' })).toBe(down);
  });

  it('isolates a tag eyebrow, so a Latin hashtag keeps its # in front in a right-to-left page', () => {
    renderHero({ eyebrow: '#BlueberryBrandInnovation', eyebrowLook: 'tag' });
    expect(screen.getByText('#BlueberryBrandInnovation').tagName).toBe('BDI');
  });

  it('writes its down-arrow into the served page as a link to the next section, waiting with the words', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(inPage(<HeroFrame {...base} />));
    const frame = host.querySelector('[data-ready]');
    expect(frame).toHaveAttribute('data-ready', 'false');
    const down = frame?.querySelector('a[aria-label="To the next section"]');
    expect(down).toHaveAttribute('href', '#next');
    expect(frame?.querySelector('button[aria-label="To the next section"]')).toBeNull();
  });

  it('reports the page loaded when the picture fails, or after HERO_WAIT_MS', () => {
    const failed = renderHero();
    fireEvent.error(failed.media);
    expect(failed.onLoad).toHaveBeenCalledTimes(1);
    failed.unmount();

    jest.useFakeTimers();
    const stalled = renderHero();
    act(() => jest.advanceTimersByTime(HERO_WAIT_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('waiting');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('loaded');
    expect(stalled.frame).toHaveAttribute('data-ready', 'true');
    jest.useRealTimers();
  });

  it('is a region named by its heading, with eyebrow, highlight, lead and actions', () => {
    renderHero();
    const heading = screen.getByRole('heading', { level: 1, name: 'Grow with BBG' });
    expect(screen.getByRole('region', { name: 'Grow with BBG' })).toContainElement(heading);
    expect(screen.getByText('BBG')).toHaveAttribute('data-color', 'accent');
    expect(screen.getByText('Partners')).toBeInTheDocument();
    expect(screen.getByText('One group, many journeys.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Explore' })).toBeInTheDocument();
  });

  it('sizes its picture, fetches it first and marks it for the boot script', () => {
    const { media } = renderHero();
    expect(media.tagName).toBe('IMG');
    expect(media).toHaveAttribute('width', '1600');
    expect(media).toHaveAttribute('height', '900');
    expect(media).toHaveAttribute('fetchpriority', 'high');
  });

  it('serves the highlight in its colour, named for CSS, never through a style attribute (the CSP has no unsafe-inline)', () => {
    renderHero({ highlightColor: 'mint' });
    expect(screen.getByText('BBG')).toHaveAttribute('data-color', 'mint');
    const served = renderToString(inPage(<HeroFrame {...base} highlightColor="mint" />));
    expect(served).toContain('data-color="mint"');
    expect(served).not.toContain('style=');
    expect(served).toContain('data-ready="false"');
    expect(served).toContain(`${HERO_MEDIA_ATTRIBUTE}=""`);
  });

  it('reports a video hero on its metadata, and holds back only the words over a picture', () => {
    const picture = renderHero();
    expect(picture.container.querySelector('.held')).toHaveTextContent('Grow with BBG');
    picture.unmount();

    const { media, onLoad, container } = renderHero({ backdrop: { video: '/loop.mp4', poster: '/poster.webp', width: 960, height: 540 }, headingId: undefined });
    expect(media.tagName).toBe('VIDEO');
    expect(media).toHaveAttribute('poster', '/poster.webp');
    expect(container.querySelector('.held')).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    fireEvent.loadedMetadata(media);
    expect(onLoad).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('loaded');
  });
});
