import { act, fireEvent, render, screen } from '@testing-library/react';
import { LoadedFlag, TestPlatform } from '@bbg/shared/testing';
import { BANNER_NOT_FOUND } from '../../content/banners';
import { HERO_WAIT_MS } from '../hero/use-hero-media';
import { Banner } from './banner';

const renderBanner = (id: number, onLoad = jest.fn()) => {
  const view = render(
    <TestPlatform path="/x">
      <Banner id={id} onLoad={onLoad} />
      <LoadedFlag />
    </TestPlatform>,
  );
  return { ...view, onLoad };
};

describe('Banner', () => {
  it('keeps its text hidden until the image has loaded, then reports the page loaded', () => {
    const { container, onLoad } = renderBanner(20);
    const section = container.querySelector('section')!;
    expect(section).toHaveAttribute('data-ready', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('waiting');
    fireEvent.load(container.querySelector('img')!);
    expect(section).toHaveAttribute('data-ready', 'true');
    expect(onLoad).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('loaded');
  });

  it('an image that fails to load reveals the banner and reports the page loaded, as a load does', () => {
    const { container, onLoad } = renderBanner(20);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('section')).toHaveAttribute('data-ready', 'true');
    expect(onLoad).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('loaded');
  });

  it('an image that neither loads nor fails reveals the page after HERO_WAIT_MS', () => {
    jest.useFakeTimers();
    const { container, onLoad } = renderBanner(20);
    act(() => jest.advanceTimersByTime(HERO_WAIT_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('waiting');
    act(() => jest.advanceTimersByTime(1));
    expect(container.querySelector('section')).toHaveAttribute('data-ready', 'true');
    expect(onLoad).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('loaded');
    jest.useRealTimers();
  });

  it('shows the title with its highlight, the description and the button, a link to its section', () => {
    const { container } = renderBanner(31);
    fireEvent.load(container.querySelector('img')!);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Media Center');
    expect(screen.getByText('Center')).toHaveAttribute('data-color', 'accent');
    expect(screen.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '#cards');
  });

  it('gives its image a size so nothing shifts', () => {
    const { container } = renderBanner(2);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '900');
  });

  it("says 'No data found for this ID' for an unknown id and does not hold the page", () => {
    jest.useFakeTimers();
    const { onLoad } = renderBanner(14);
    act(() => jest.advanceTimersByTime(HERO_WAIT_MS));
    expect(onLoad).not.toHaveBeenCalled();
    jest.useRealTimers();
    expect(screen.getByRole('alert')).toHaveTextContent(BANNER_NOT_FOUND);
    expect(BANNER_NOT_FOUND).toBe('No data found for this ID');
    expect(screen.getByRole('status')).toHaveTextContent('loaded');
  });
});
