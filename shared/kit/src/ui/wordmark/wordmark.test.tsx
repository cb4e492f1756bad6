import { render, screen } from '@testing-library/react';
import { monogram, Wordmark } from './wordmark';

describe('Wordmark', () => {
  it.each([
    ['Next Holidays', 'NH'],
    ['SPJ', 'S'],
    ['Friends Travel & Tourism', 'FT'],
    ['Air-Link Cargo', 'AL'],
  ])('%s gets the monogram %s', (name, expected) => {
    expect(monogram(name)).toBe(expected);
  });

  it('names itself with the company name only (the monogram is decoration)', () => {
    render(
      <a href="https://example.com">
        <Wordmark name="Blueberry Travel" />
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Blueberry Travel' })).toBeInTheDocument();
  });

  it('is drawn left to right in every language, as a logo is (its tile first, on an Arabic page too)', () => {
    render(
      <p dir="rtl">
        <Wordmark name="Next Holidays" />
      </p>,
    );
    expect(screen.getByText('Next Holidays').parentElement).toHaveAttribute('dir', 'ltr');
  });
});
