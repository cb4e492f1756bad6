import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server.node';
import { DISCLOSURE_ATTRIBUTE, EARLY_EVENTS_GLOBAL, LIVE_ATTRIBUTE, REPLAY_ATTRIBUTE, type DisclosurePress } from '@bbg/contract';
import { Accordion } from '@bbg/kit';
import { holdEarlyEvents } from './hold-early-events';

const held = () => window[EARLY_EVENTS_GLOBAL] ?? [];

// Once: each call listens on the document for good, as the boot script does.
beforeAll(() => holdEarlyEvents(document.documentElement));
afterEach(() => {
  held().length = 0;
  document.body.replaceChildren();
  jest.restoreAllMocks();
});

/** A served disclosure part of three items, the first open, with an item of its own nested in the first panel. */
function served(press: DisclosurePress, live = false): HTMLElement {
  const item = (id: string, open: boolean, inner = '') =>
    `<button type="button" id="${id}" aria-expanded="${open}" aria-controls="${id}-panel">${id}</button><div id="${id}-panel"${open ? '' : ' hidden'}>${inner}</div>`;
  const nested = `<div ${REPLAY_ATTRIBUTE} ${DISCLOSURE_ATTRIBUTE}="toggles">${item('inner', true)}</div>`;
  document.body.innerHTML = `<div ${REPLAY_ATTRIBUTE} ${DISCLOSURE_ATTRIBUTE}="${press}"${live ? ` ${LIVE_ATTRIBUTE}` : ''}>${item('a', true, nested)}${item('b', false)}${item('c', false)}</div>`;
  return document.body;
}

const shown = () => [...document.querySelectorAll('[aria-controls]')].map((button) => `${button.id}:${button.getAttribute('aria-expanded')}:${document.getElementById(`${button.id}-panel`)?.hidden ? 'hidden' : 'shown'}`);

describe('a press on a disclosure before its part is live', () => {
  it('opens its panel at once and closes the others, leaving nested parts and nothing held', () => {
    served('toggles');
    const pressed = jest.fn();
    document.body.addEventListener('click', pressed);
    (document.getElementById('b') as HTMLElement).click();
    expect(shown()).toEqual(['a:false:hidden', 'inner:true:shown', 'b:true:shown', 'c:false:hidden']);
    expect(pressed).not.toHaveBeenCalled();
    expect(held()).toEqual([]);
    (document.getElementById('b') as HTMLElement).click();
    expect(shown()).toEqual(['a:false:hidden', 'inner:true:shown', 'b:false:hidden', 'c:false:hidden']);
  });

  it('keeps the panel open in a part whose presses only open', () => {
    served('opens');
    (document.getElementById('a') as HTMLElement).click();
    expect(shown()).toEqual(['a:true:shown', 'inner:true:shown', 'b:false:hidden', 'c:false:hidden']);
    (document.getElementById('c') as HTMLElement).click();
    expect(shown()).toEqual(['a:false:hidden', 'inner:true:shown', 'b:false:hidden', 'c:true:shown']);
  });

  it('leaves a live part to its code, and holds as before a button that shows nothing', () => {
    served('toggles', true);
    (document.getElementById('b') as HTMLElement).click();
    expect(shown()).toEqual(['a:true:shown', 'inner:true:shown', 'b:false:hidden', 'c:false:hidden']);
    document.body.insertAdjacentHTML('beforeend', `<div ${REPLAY_ATTRIBUTE}><button type="button" aria-expanded="false">More</button></div>`);
    const more = document.body.querySelector('button:not([aria-controls])') as HTMLButtonElement;
    more.click();
    expect(held()).toEqual([{ type: 'click', target: more, part: more.parentElement }]);
  });
});

describe('the kit accordion pressed before adoption', () => {
  const items = [
    { id: 'delhi', title: 'Delhi', content: 'Connaught Place' },
    { id: 'gurugram', title: 'Gurugram', content: 'Cyber City' },
  ];
  const byName = (name: string) => [...document.querySelectorAll('button')].find((button) => button.textContent === name) as HTMLButtonElement;

  it('shows the panel at once; adoption keeps it, on the same elements, and the trigger works once after', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    host.innerHTML = renderToString(<Accordion items={items} defaultOpenId="delhi" />);
    byName('Gurugram').click();
    expect(byName('Gurugram')).toHaveAttribute('aria-expanded', 'true');
    expect(host.querySelector('[role="region"]:not([hidden])')).toHaveTextContent('Cyber City');
    const before = [...host.querySelectorAll('*')];
    const errors = jest.spyOn(console, 'error');
    const recoverable = jest.fn();
    await act(async () => hydrateRoot(host, <Accordion items={items} defaultOpenId="delhi" />, { onRecoverableError: recoverable }));
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    expect([...host.querySelectorAll('*')]).toEqual(before);
    expect(host.querySelector(`[${DISCLOSURE_ATTRIBUTE}]`)).toHaveAttribute(LIVE_ATTRIBUTE);
    expect(byName('Gurugram')).toHaveAttribute('aria-expanded', 'true');
    expect(byName('Delhi')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(byName('Delhi'));
    expect(byName('Delhi')).toHaveAttribute('aria-expanded', 'true');
    expect(byName('Gurugram')).toHaveAttribute('aria-expanded', 'false');
    expect(host.querySelector('[role="region"]:not([hidden])')).toHaveTextContent('Connaught Place');
  });
});
