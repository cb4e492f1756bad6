import { render, screen, within } from '@testing-library/react';
import { TestRouter } from '@bbg/shared/navigation/test-router';
import { NEWS_NOT_FOUND } from '../../content/news-cards';
import { NewsCards } from './news-cards';

const renderCards = (id: number) =>
  render(
    <TestRouter>
      <NewsCards id={id} />
    </TestRouter>,
  );

describe('NewsCards', () => {
  it('shows the main card, the side card and three lower cards with tag, title, date', () => {
    renderCards(10);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(5);
    expect(within(cards[0]!).getByText('BUSINESS')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('05 December 2024')).toBeInTheDocument();
    expect(within(cards[3]!).getByRole('link', { name: 'Honored at Arabian Travel Awards' })).toHaveAttribute('href', '/news-events-inner');
    // A card with an empty imgSrc has no image; the others do.
    expect(cards[0]!.querySelector('img')).not.toBeNull();
    expect(cards[4]!.querySelector('img')).toBeNull();
  });

  it("says 'Content not found for the provided ID.' for an unknown id", () => {
    renderCards(20);
    expect(screen.getByRole('alert')).toHaveTextContent(NEWS_NOT_FOUND);
    expect(NEWS_NOT_FOUND).toBe('Content not found for the provided ID.');
  });
});
