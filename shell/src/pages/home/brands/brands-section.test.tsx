import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderWithKitWords } from '@bbg/testing';
import { brandSites } from '@bbg/contract';
import { KitWordsProvider } from '@bbg/platform';
import frenchKitWords from '../../../content/fr/kit-words.json';
import { WithHomeCopy } from '../home-copy.fixture';
import { BrandsSection } from './brands-section';

const status = () => screen.getByText(/\/ 5/).textContent;

describe('BrandsSection', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('moves cyclically and locks both controls for the 1 s move', () => {
    renderWithKitWords(
      <WithHomeCopy>
        <BrandsSection />
      </WithHomeCopy>,
    );
    const previous = screen.getByRole('button', { name: 'Previous brand' });
    const next = screen.getByRole('button', { name: 'Next brand' });
    expect(status()).toContain('1 / 5: Blueberry Travel');

    fireEvent.click(previous);
    expect(status()).toContain('5 / 5: MGT');
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(next);
    expect(status()).toContain('5 / 5');

    act(() => jest.advanceTimersByTime(999));
    expect(next).toHaveAttribute('aria-disabled', 'true');
    act(() => jest.advanceTimersByTime(1));
    expect(next).toHaveAttribute('aria-disabled', 'false');
    fireEvent.click(next);
    expect(status()).toContain('1 / 5: Blueberry Travel');
  });

  it('shows only the current slide to assistive tech, with its brand site in a new tab', () => {
    renderWithKitWords(
      <WithHomeCopy>
        <BrandsSection />
      </WithHomeCopy>,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', brandSites.blueberryTravel);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('heading', { name: 'Blueberry Travel' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Aircraft over a blueberry sky' })).toHaveAttribute('loading', 'lazy');
  });

  it('names the slider and its slides in the document’s language, with the kit’s words, not in English', () => {
    const { carousel } = frenchKitWords.kitWords;
    render(
      <KitWordsProvider words={frenchKitWords.kitWords}>
        <WithHomeCopy>
          <BrandsSection />
        </WithHomeCopy>
      </KitWordsProvider>,
    );
    const slider = screen.getByRole('region');
    expect(slider).toHaveAttribute('aria-roledescription', carousel.roleDescription);
    const slides = slider.querySelectorAll('[role="group"]');
    expect(slides).toHaveLength(5);
    for (const slide of slides) expect(slide).toHaveAttribute('aria-roledescription', carousel.slideRoleDescription);
    expect(carousel.roleDescription).toBe('carrousel');
  });
});
