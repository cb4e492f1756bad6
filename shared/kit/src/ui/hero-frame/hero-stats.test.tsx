import { render, screen } from '@testing-library/react';
import { HeroStats } from './hero-stats';

describe('HeroStats', () => {
  it('lists each figure as its value then its label', () => {
    render(<HeroStats stats={[{ id: 'years', value: '10+', label: 'Years' }, { id: 'countries', value: '20+', label: 'Countries' }]} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['10+ Years', '20+ Countries']);
  });
});
