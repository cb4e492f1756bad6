import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server.node';
import { EARLY_EVENTS_GLOBAL, REPLAY_ATTRIBUTE } from '@bbg/contract';
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

describe('Accordion served ahead of time', () => {
  afterEach(() => {
    delete window[EARLY_EVENTS_GLOBAL];
    document.body.innerHTML = '';
  });

  it('is adopted as served, and opens, once, the item pressed before adoption', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<Accordion items={items} defaultOpenId="years" />);
    document.body.append(host);
    const html = host.innerHTML;
    const served = [...host.querySelectorAll('button, [role="region"]')];
    const countries = host.querySelectorAll('button')[1];
    const part = host.querySelector(`[${REPLAY_ATTRIBUTE}]`);
    if (!countries || !part) throw new Error('the accordion was not served with its triggers');
    window[EARLY_EVENTS_GLOBAL] = [{ type: 'click', target: countries, part }];
    const recoverable = jest.fn();
    await act(async () => hydrateRoot(host, <Accordion items={items} defaultOpenId="years" />, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    const now = [...host.querySelectorAll('button, [role="region"]')];
    expect(now.length === served.length && now.every((node, index) => node === served[index])).toBe(true);
    expect(html).toContain('aria-expanded="true"');
    expect(countries).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: '11+ Year of Experience' })).toHaveAttribute('aria-expanded', 'false');
    expect(window[EARLY_EVENTS_GLOBAL]).toEqual([]);
  });
});
