import { render, screen, within } from '@testing-library/react';
import { NumberedCards } from './numbered-cards';

const items = [
  { title: 'Apply', text: 'Send us your details.' },
  { title: 'Meet', text: 'We call you within a week.' },
];

describe('NumberedCards', () => {
  it('is an ordered list of the items, each titled, its number hidden from screen readers', () => {
    render(<NumberedCards items={items} label="Steps" bar />);
    const list = screen.getByRole('list', { name: 'Steps' });
    expect(list.tagName).toBe('OL');
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[1] as HTMLElement).getByRole('heading', { level: 3, name: 'Meet' })).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('02')).toHaveAttribute('aria-hidden', 'true');
    expect(cards[0]).toHaveAttribute('data-bar', 'true');
  });

  it('without numbers is a plain list of title-and-text cards', () => {
    render(<NumberedCards items={items} numbered={false} label="Benefits" />);
    expect(screen.getByRole('list', { name: 'Benefits' }).tagName).toBe('UL');
    expect(screen.queryByText('01')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Apply' })).toBeInTheDocument();
  });
});
