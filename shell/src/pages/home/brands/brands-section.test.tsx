import { act, fireEvent, render, screen } from '@testing-library/react';
import { brandSlides } from '../../../content/home-brands';
import { WithHomeCopy } from '../home-copy.fixture';
import { BrandsSection } from './brands-section';

const status = () => screen.getByText(/\/ 5/).textContent;

describe('BrandsSection', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('moves cyclically and locks both controls for the 1 s move', () => {
    render(
      <WithHomeCopy>
        <BrandsSection />
      </WithHomeCopy>,
    );
    const previous = screen.getByRole('button', { name: 'Previous brand' });
    const next = screen.getByRole('button', { name: 'Next brand' });
    expect(status()).toContain(`1 / 5: ${brandSlides[0].subtitle}`);

    fireEvent.click(previous);
    expect(status()).toContain(`5 / 5: ${brandSlides[4].subtitle}`);
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(next);
    expect(status()).toContain('5 / 5');

    act(() => jest.advanceTimersByTime(999));
    expect(next).toHaveAttribute('aria-disabled', 'true');
    act(() => jest.advanceTimersByTime(1));
    expect(next).toHaveAttribute('aria-disabled', 'false');
    fireEvent.click(next);
    expect(status()).toContain(`1 / 5: ${brandSlides[0].subtitle}`);
  });

  it('shows only the current slide to assistive tech, with its brand site in a new tab', () => {
    render(
      <WithHomeCopy>
        <BrandsSection />
      </WithHomeCopy>,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', brandSlides[0].link);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('heading', { name: brandSlides[0].subtitle })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: brandSlides[0].alt })).toHaveAttribute('loading', 'lazy');
  });
});
