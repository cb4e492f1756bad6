import { render, screen, within } from '@testing-library/react';
import { StatList } from './stat-list';

const stats = [
  { id: 'years', value: '11+', label: 'Years' },
  { id: 'awards', value: '100+', label: 'Award winners' },
];

describe('StatList', () => {
  it('pairs each label with its value, in order', () => {
    render(<StatList stats={stats} tone="light" columns={2} />);
    const terms = screen.getAllByRole('term');
    const values = screen.getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual(['Years', 'Award winners']);
    expect(values.map((value) => value.textContent)).toEqual(['11+', '100+']);
    expect(within(terms[0]?.parentElement as HTMLElement).getByText('11+')).toBeInTheDocument();
  });
});
