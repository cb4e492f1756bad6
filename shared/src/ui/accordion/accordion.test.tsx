import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './accordion';

const items = [
  { id: 'years', title: '11+ Year of Experience', content: 'Since 2013.' },
  { id: 'countries', title: '30+ Countries Served', content: 'Across three continents.' },
];

describe('Accordion', () => {
  it('keeps one item open at a time and closes the open one when clicked again', async () => {
    render(<Accordion items={items} defaultOpenId="years" />);
    const years = screen.getByRole('button', { name: '11+ Year of Experience' });
    const countries = screen.getByRole('button', { name: '30+ Countries Served' });
    expect(years).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: '11+ Year of Experience' });
    expect(region).toHaveTextContent('Since 2013.');
    expect(years).toHaveAttribute('aria-controls', region.id);
    await userEvent.click(countries);
    expect(countries).toHaveAttribute('aria-expanded', 'true');
    expect(years).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Since 2013.')).not.toBeVisible();
    await userEvent.click(countries);
    expect(countries).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('starts closed without a default and rotates the open chevron', async () => {
    render(<Accordion items={items} />);
    const years = screen.getByRole('button', { name: '11+ Year of Experience' });
    expect(years).toHaveAttribute('aria-expanded', 'false');
    expect(years.querySelector('svg')).toHaveClass('icon');
    await userEvent.click(years);
    expect(years.querySelector('svg')).toHaveClass('iconOpen');
    expect(screen.getByRole('region', { name: '11+ Year of Experience' })).toBeVisible();
  });
});
