import { render, screen, within } from '@testing-library/react';
import { WithHomeCopy } from '../home-copy.fixture';
import { NewsSection } from './news-section';

describe('NewsSection', () => {
  it("shows ten cards, each dated 22 Sept'22 as the client's copy has them", () => {
    render(<NewsSection />, { wrapper: WithHomeCopy });
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(10);
    for (const card of cards) expect(within(card).getByText("22 Sept'22")).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByRole('heading', { name: 'Leadership in Tourism' })).toBeInTheDocument();
  });
});
