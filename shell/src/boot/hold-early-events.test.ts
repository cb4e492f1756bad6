import { EARLY_EVENTS_GLOBAL, LIVE_ATTRIBUTE, REPLAY_ATTRIBUTE } from '@bbg/contract';
import { holdEarlyEvents } from './hold-early-events';

const html = document.documentElement;
const held = () => window[EARLY_EVENTS_GLOBAL] ?? [];

// Once: each call listens on the document for good, as the boot script does.
beforeAll(() => holdEarlyEvents(html));
afterEach(() => {
  held().length = 0;
  html.removeAttribute(LIVE_ATTRIBUTE);
  document.body.replaceChildren();
});

function served(markup: string): HTMLElement {
  document.body.innerHTML = markup;
  return document.body;
}

describe('early events', () => {
  it('holds a submit in a part that is not live yet, once, for that part', () => {
    const body = served(`<form ${REPLAY_ATTRIBUTE}><button>Send</button></form>`);
    const form = body.querySelector('form') as HTMLFormElement;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(submit.defaultPrevented).toBe(true);
    expect(held()).toEqual([{ type: 'submit', target: form, part: form }]);
  });

  it('lets a live part have its events, and never holds a button that opens a popover or a dialog', () => {
    const body = served(
      `<div ${REPLAY_ATTRIBUTE} ${LIVE_ATTRIBUTE}><button type="button">Next</button></div><button type="button" popovertarget="menu">Menu</button><button type="button" commandfor="terms" command="show-modal">Terms</button>`,
    );
    const pressed = jest.fn();
    body.addEventListener('click', pressed);
    for (const button of body.querySelectorAll('button')) button.click();
    expect(held()).toEqual([]);
    // Each press reached the page: none was stopped on its way.
    expect(pressed).toHaveBeenCalledTimes(3);
  });

  it('holds a press on a tab that is not a button, in a part that is not live yet', () => {
    const body = served(`<div role="tablist" ${REPLAY_ATTRIBUTE}><span role="tab">Travels <b>tab</b></span></div>`);
    const part = body.querySelector('[role="tablist"]') as HTMLElement;
    const tab = body.querySelector('[role="tab"]') as HTMLElement;
    (tab.querySelector('b') as HTMLElement).click();
    expect(held()).toEqual([{ type: 'click', target: tab, part }]);
  });

  it('holds a press on a scripted button outside every part until the root is live', () => {
    const button = served('<button type="button">Share</button>').querySelector('button') as HTMLButtonElement;
    const pressed = jest.fn();
    button.addEventListener('click', pressed);
    button.click();
    expect(pressed).not.toHaveBeenCalled();
    expect(held()).toEqual([{ type: 'click', target: button, part: html }]);
    html.setAttribute(LIVE_ATTRIBUTE, '');
    button.click();
    expect(pressed).toHaveBeenCalledTimes(1);
  });
});
