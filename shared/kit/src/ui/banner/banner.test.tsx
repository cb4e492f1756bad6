import { act, fireEvent, render, screen } from '@testing-library/react';
import { LoadedFlag, TestPlatform } from '@bbg/testing';
import type { BannerEntry } from '../../content/banners';
import { HERO_WAIT_MS } from '../hero/use-hero-media';
import { Banner } from './banner';

const travel = { pageName: 'Travel', id: 20, title: 'Our', highlight: 'Travel', description: 'Corporate travel, holidays and destination management.', buttonText: 'Explore', buttonLink: '#overview', backgroundImage: 'travel' } as const satisfies BannerEntry;
const mediaCenter = { pageName: 'Media Center', id: 31, title: 'Media', highlight: 'Center', description: 'News, events, brand stories, guides and life at BBG.', buttonText: 'Explore', buttonLink: '#cards', backgroundImage: 'media' } as const satisfies BannerEntry;
const news = { pageName: 'News and Events', id: 1, title: 'News &', highlight: 'Events', description: 'The latest from across the BBG group.', buttonText: 'Read the latest', buttonLink: '/media-center', backgroundImage: 'media' } as const satisfies BannerEntry;
const noButton = { pageName: 'SPJ', id: 2, title: 'SPJ', highlight: 'Electronics', description: 'Consumer electronics and accessories.', backgroundImage: 'electronics' } as const satisfies BannerEntry;

const renderBanner = (entry: BannerEntry, onLoad = jest.fn()) => {
  const view = render(
    <TestPlatform path="/x">
      <Banner entry={entry} onLoad={onLoad} />
      <LoadedFlag />
    </TestPlatform>,
  );
  return { ...view, onLoad };
};

describe('Banner', () => {
  it('keeps its text hidden until the image has loaded, then reports the page loaded', () => {
    const { container, onLoad } = renderBanner(travel);
    const section = container.querySelector('section')!;
    expect(section).toHaveAttribute('data-ready', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('waiting');
    fireEvent.load(container.querySelector('img')!);
    expect(section).toHaveAttribute('data-ready', 'true');
    expect(onLoad).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('loaded');
  });

  it('an image that fails to load reveals the banner and reports the page loaded, as a load does', () => {
    const { container, onLoad } = renderBanner(travel);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('section')).toHaveAttribute('data-ready', 'true');
    expect(onLoad).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('loaded');
  });

  it('an image that neither loads nor fails reveals the page after HERO_WAIT_MS', () => {
    jest.useFakeTimers();
    const { container, onLoad } = renderBanner(travel);
    act(() => jest.advanceTimersByTime(HERO_WAIT_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('waiting');
    act(() => jest.advanceTimersByTime(1));
    expect(container.querySelector('section')).toHaveAttribute('data-ready', 'true');
    expect(onLoad).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('loaded');
    jest.useRealTimers();
  });

  it('shows the title with its highlight, the description and the button, a link to its section', () => {
    const { container } = renderBanner(mediaCenter);
    fireEvent.load(container.querySelector('img')!);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Media Center');
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('id', 'banner-31');
    expect(screen.getByText('Center')).toHaveAttribute('data-color', 'accent');
    expect(screen.getByText('News, events, brand stories, guides and life at BBG.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '#cards');
  });

  it('makes a button that links to a page of the site a link to that page, and shows none without a button', () => {
    const { container, unmount } = renderBanner(news);
    fireEvent.load(container.querySelector('img')!);
    expect(screen.getByRole('link', { name: 'Read the latest' })).toHaveAttribute('href', '/media-center');
    unmount();
    renderBanner(noButton);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('gives its image a size so nothing shifts', () => {
    const { container } = renderBanner(noButton);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '900');
  });
});
