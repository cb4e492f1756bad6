import { render, screen, within } from '@testing-library/react';
import { TestRouter } from '@bbg/testing';
import { newsCardSet } from '../../content/news-cards';
import { NewsCards } from './news-cards';

describe('NewsCards', () => {
  it('shows the main card, the side card and three lower cards with tag, title, date', () => {
    render(
      <TestRouter>
        <NewsCards items={newsCardSet(10, 'Travel', 'travel')} heading="News & Events" />
      </TestRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'News & Events' })).toHaveAttribute('id', 'news-10-title');
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(5);
    expect(within(cards[0]!).getByText('BUSINESS')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('05 December 2024')).toBeInTheDocument();
    expect(within(cards[3]!).getByRole('link', { name: 'Honored at Arabian Travel Awards' })).toHaveAttribute('href', '/news-events-inner');
    // A card with an empty imgSrc has no image; the others do.
    expect(cards[0]!.querySelector('img')).not.toBeNull();
    expect(cards[4]!.querySelector('img')).toBeNull();
  });
});
