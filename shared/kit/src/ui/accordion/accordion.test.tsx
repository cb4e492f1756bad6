import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server.node';
import { DISCLOSURE_ATTRIBUTE, REPLAY_ATTRIBUTE, type DisclosurePress } from '@bbg/contract';
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

  it('starts closed without a default', async () => {
    render(<Accordion items={items} />);
    const years = screen.getByRole('button', { name: '11+ Year of Experience' });
    expect(years).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(years);
    expect(screen.getByRole('region', { name: '11+ Year of Experience' })).toBeVisible();
  });
});

describe('Accordion served ahead of time', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    jest.restoreAllMocks();
  });

  /** The accordion as served, in the document, and hydrated: what adoption did, and what it said. */
  async function adopt(before: (host: HTMLElement) => void) {
    const host = document.body.appendChild(document.createElement('div'));
    host.innerHTML = renderToString(<Accordion items={items} defaultOpenId="years" />);
    before(host);
    const served = [...host.querySelectorAll('button, [role="region"]')];
    const errors = jest.spyOn(console, 'error');
    const recoverable = jest.fn();
    await act(async () => hydrateRoot(host, <Accordion items={items} defaultOpenId="years" />, { onRecoverableError: recoverable }));
    const now = [...host.querySelectorAll('button, [role="region"]')];
    return { same: now.length === served.length && now.every((node, index) => node === served[index]), errors, recoverable, part: host.querySelector(`[${DISCLOSURE_ATTRIBUTE}]`) };
  }

  const button = (name: string) => screen.getByRole('button', { name });

  it('is served to show a press at once, and adopts the item the document shows open, without a second toggle', async () => {
    // What the boot script leaves after a press on the second item (shell/src/boot/disclose.ts).
    const { same, errors, recoverable, part } = await adopt((host) => {
      const [years, countries] = [...host.querySelectorAll('button')];
      for (const [trigger, open] of [[years, false], [countries, true]] as const) {
        trigger?.setAttribute('aria-expanded', String(open));
        host.querySelector(`#${CSS.escape(trigger?.getAttribute('aria-controls') ?? '')}`)?.toggleAttribute('hidden', !open);
      }
    });
    expect(part).toHaveAttribute(DISCLOSURE_ATTRIBUTE, 'toggles' satisfies DisclosurePress);
    expect(part).toHaveAttribute(REPLAY_ATTRIBUTE);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(same).toBe(true);
    expect(button('30+ Countries Served')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Across three continents.')).toBeVisible();
    expect(screen.getByText('Since 2013.')).not.toBeVisible();
    // Its state is the one shown: pressed again, the open item closes.
    await userEvent.click(button('30+ Countries Served'));
    expect(button('30+ Countries Served')).toHaveAttribute('aria-expanded', 'false');
    expect(button('11+ Year of Experience')).toHaveAttribute('aria-expanded', 'false');
  });

  it('adopts every item closed when the visitor closed the open one before adoption', async () => {
    const { errors } = await adopt((host) => {
      const years = host.querySelector('button');
      years?.setAttribute('aria-expanded', 'false');
      host.querySelector('[role="region"]')?.setAttribute('hidden', '');
    });
    expect(errors).not.toHaveBeenCalled();
    expect(screen.queryAllByRole('button', { expanded: true })).toEqual([]);
    await userEvent.click(button('11+ Year of Experience'));
    expect(screen.getByText('Since 2013.')).toBeVisible();
  });
});
