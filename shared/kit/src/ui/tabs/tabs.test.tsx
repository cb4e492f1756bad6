import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server.node';
import { EARLY_EVENTS_GLOBAL, LIVE_ATTRIBUTE, REPLAY_ATTRIBUTE } from '@bbg/contract';
import { tabPanelProps, Tabs } from './tabs';

const tabs = [
  { id: 'all', label: 'All brands' },
  { id: 'travels', label: 'Travels' },
  { id: 'it', label: 'IT' },
];

function Harness({ onChange }: { readonly onChange: (id: string) => void }) {
  const [active, setActive] = useState('all');
  return (
    <>
      <Tabs label="Brand categories" tabs={tabs} activeId={active} onChange={(id) => { onChange(id); setActive(id); }} />
      <div {...tabPanelProps(active)}>{active} panel</div>
    </>
  );
}

describe('Tabs', () => {
  it('selects a tab on click, and clicking the active tab does nothing', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'All brands' }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('tab', { name: 'Travels' }));
    expect(onChange).toHaveBeenCalledWith('travels');
    expect(screen.getByRole('tab', { name: 'Travels' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Travels' })).toHaveTextContent('travels panel');
  });

  it('moves with the arrow keys, wrapping, and with Home and End', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    screen.getByRole('tab', { name: 'All brands' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'IT' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'All brands' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Travels' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith('it');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All brands' })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('all');
  });

  it('keeps one tab in the Tab order, the active one, and its panel named by it', async () => {
    render(<Harness onChange={jest.fn()} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Travels' }));
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    expect(screen.getByRole('tab', { name: 'Travels' })).toHaveAttribute('aria-controls', 'tabpanel-travels');
    expect(screen.getByRole('tab', { name: 'IT' })).not.toHaveAttribute('aria-controls');
  });

  it('takes the keys it moves with from the page (no scroll), and leaves every other key alone', () => {
    render(<Harness onChange={jest.fn()} />);
    const tab = screen.getByRole('tab', { name: 'All brands' });
    // fireEvent answers false when a handler called preventDefault().
    expect(fireEvent.keyDown(tab, { key: 'End' })).toBe(false);
    expect(fireEvent.keyDown(screen.getByRole('tab', { name: 'IT' }), { key: 'Home' })).toBe(false);
    expect(fireEvent.keyDown(screen.getByRole('tab', { name: 'All brands' }), { key: 'ArrowDown' })).toBe(true);
    expect(fireEvent.keyDown(screen.getByRole('tab', { name: 'All brands' }), { key: 'Enter' })).toBe(true);
  });
});

describe('Tabs served ahead of time', () => {
  /** Serves the harness, lets the boot script hold `pressed` (if any) and the browser adopt the HTML. */
  async function adopt(onChange: (id: string) => void, pressed?: string) {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<Harness onChange={onChange} />);
    document.body.append(host);
    const html = host.innerHTML;
    const served = [...host.querySelectorAll('[role="tab"], [role="tabpanel"]')];
    const list = host.querySelector('[role="tablist"]');
    const target = pressed ? host.querySelector(`#tab-${pressed}`) : null;
    if (list && target) window[EARLY_EVENTS_GLOBAL] = [{ type: 'click', target, part: list }];
    const recoverable = jest.fn();
    const root = await act(async () => hydrateRoot(host, <Harness onChange={onChange} />, { onRecoverableError: recoverable }));
    return { host, html, served, recoverable, root };
  }

  afterEach(() => {
    delete window[EARLY_EVENTS_GLOBAL];
    document.body.innerHTML = '';
  });

  it('is adopted as served: same markup, same nodes, and marked live', async () => {
    const onChange = jest.fn();
    const { host, html, served, recoverable } = await adopt(onChange);
    expect(recoverable).not.toHaveBeenCalled();
    const list = host.querySelector('[role="tablist"]');
    expect(html).toContain(REPLAY_ATTRIBUTE);
    expect(list).toHaveAttribute(LIVE_ATTRIBUTE);
    list?.removeAttribute(LIVE_ATTRIBUTE);
    expect(host.innerHTML).toBe(html);
    const now = [...host.querySelectorAll('[role="tab"], [role="tabpanel"]')];
    expect(now.length === served.length && now.every((node, index) => node === served[index])).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('presses, once, a tab pressed before adoption', async () => {
    const onChange = jest.fn();
    await adopt(onChange, 'travels');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('travels');
    expect(screen.getByRole('tab', { name: 'Travels' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Travels' })).toHaveTextContent('travels panel');
    expect(window[EARLY_EVENTS_GLOBAL]).toEqual([]);
  });
});
