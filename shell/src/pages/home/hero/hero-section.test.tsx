import { act, fireEvent, render, screen } from '@testing-library/react';
import { LoadedFlag, loadedFlag, stubMatchMedia, TestPlatform } from '@bbg/testing';
import { englishHomeCopy, WithHomeCopy } from '../home-copy.fixture';
import { HeroSection } from './hero-section';

const setReducedMotion = (reduce: boolean) => stubMatchMedia(reduce);

const renderHero = () =>
  render(
    <TestPlatform>
      <WithHomeCopy>
        <HeroSection messages={englishHomeCopy.hero.heroMessages} nextSectionId="home-about" />
      </WithHomeCopy>
      <LoadedFlag />
    </TestPlatform>,
  );

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('HeroSection', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the next message every 8000 ms and loops back to the first', () => {
    setReducedMotion(false);
    renderHero();
    expect(heading()).toContain('many journeys');
    act(() => jest.advanceTimersByTime(7999));
    expect(heading()).toContain('many journeys');
    act(() => jest.advanceTimersByTime(1));
    expect(heading()).toContain('iconic brands');
    act(() => jest.advanceTimersByTime(8000));
    expect(heading()).toContain('achieve more');
    act(() => jest.advanceTimersByTime(8000));
    expect(heading()).toContain('many journeys');
  });

  it('stops on Pause and moves again on Play', () => {
    setReducedMotion(false);
    renderHero();
    fireEvent.click(screen.getByRole('button', { name: 'Pause messages' }));
    act(() => jest.advanceTimersByTime(24000));
    expect(heading()).toContain('many journeys');
    fireEvent.click(screen.getByRole('button', { name: 'Play messages' }));
    act(() => jest.advanceTimersByTime(8000));
    expect(heading()).toContain('iconic brands');
  });

  it('stays still under reduced motion; a message can be picked by hand', () => {
    setReducedMotion(true);
    renderHero();
    act(() => jest.advanceTimersByTime(16000));
    expect(heading()).toContain('many journeys');
    expect(screen.getByRole('button', { name: 'Play messages' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show message 3 of 3' }));
    expect(heading()).toContain('achieve more');
    expect(screen.getByRole('button', { name: 'Show message 3 of 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('links Know More to about-us and Connect with us to contact-us, and reports its image', () => {
    setReducedMotion(false);
    const { container } = renderHero();
    expect(screen.getByRole('link', { name: 'Know More' })).toHaveAttribute('href', '/about-us');
    expect(screen.getByRole('link', { name: 'Connect with us' })).toHaveAttribute('href', '/contact-us');
    expect(screen.getByRole('link', { name: 'Scroll to next section' })).toHaveAttribute('href', '#home-about');
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(loadedFlag()).toHaveTextContent('waiting');
    fireEvent.load(image as HTMLImageElement);
    expect(loadedFlag()).toHaveTextContent('loaded');
  });
});
