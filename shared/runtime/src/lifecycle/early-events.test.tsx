import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { EARLY_EVENTS_GLOBAL, LIVE_ATTRIBUTE, REPLAY_ATTRIBUTE, type EarlyEvent } from '@bbg/contract';
import { comeAlive, isReplayedPress, replayProps, takeEarlyEvents, useLivePart } from './early-events';
import { holdEarly, servePage } from '@bbg/testing';

function Part({ ready, onSubmit }: { readonly ready?: boolean; readonly onSubmit: () => void }) {
  const ref = useRef<HTMLFormElement>(null);
  useLivePart(ref, ready);
  return (
    <form
      ref={ref}
      aria-label="Part"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      {...replayProps}
    >
      <button type="submit">Send</button>
    </form>
  );
}

describe('useLivePart', () => {
  afterEach(() => {
    window[EARLY_EVENTS_GLOBAL] = [];
  });

  it('marks the adopted part live and replays what was held for it exactly once, leaving other parts’ events held', async () => {
    const other = document.body.appendChild(document.createElement('form'));
    other.setAttribute(REPLAY_ATTRIBUTE, '');
    const onSubmit = jest.fn();
    const page = servePage(<Part onSubmit={onSubmit} />);
    const form = page.host.querySelector('form') as HTMLFormElement;
    holdEarly('submit', other);
    holdEarly('submit', form);
    await page.adopt();
    expect(form).toHaveAttribute(LIVE_ATTRIBUTE);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(window[EARLY_EVENTS_GLOBAL]?.map((event) => event.target)).toEqual([other]);
    page.unmount();
    other.remove();
  });

  it('waits for ready: until then the part is not live and its events stay held; then they are replayed once', () => {
    const onSubmit = jest.fn();
    const { container, rerender } = render(<Part ready={false} onSubmit={onSubmit} />);
    const form = container.querySelector('form') as HTMLFormElement;
    holdEarly('submit', form);
    rerender(<Part ready={false} onSubmit={onSubmit} />);
    expect(form).not.toHaveAttribute(LIVE_ATTRIBUTE);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(window[EARLY_EVENTS_GLOBAL]).toHaveLength(1);

    act(() => rerender(<Part ready onSubmit={onSubmit} />));
    expect(form).toHaveAttribute(LIVE_ATTRIBUTE);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(window[EARLY_EVENTS_GLOBAL]).toEqual([]);
    act(() => rerender(<Part ready onSubmit={onSubmit} />));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('held events', () => {
  const hold = (events: EarlyEvent[]): void => {
    window[EARLY_EVENTS_GLOBAL] = events;
  };

  afterEach(() => {
    delete window[EARLY_EVENTS_GLOBAL];
    document.body.innerHTML = '';
  });

  it('gives a part only its own held events, and only once', () => {
    const part = document.createElement('form');
    const other = document.createElement('div');
    hold([
      { type: 'submit', target: part, part },
      { type: 'click', target: other, part: other },
    ]);
    expect(takeEarlyEvents(part)).toHaveLength(1);
    expect(takeEarlyEvents(part)).toHaveLength(0);
    expect(window[EARLY_EVENTS_GLOBAL]).toHaveLength(1);
  });

  it('replays a held press on a part that comes alive, and marks it live', () => {
    document.body.innerHTML = `<div ${REPLAY_ATTRIBUTE}><button type="button">Next slide</button></div>`;
    const part = document.querySelector('div') as HTMLElement;
    const button = document.querySelector('button') as HTMLButtonElement;
    const pressed = jest.fn();
    button.addEventListener('click', pressed);
    hold([{ type: 'click', target: button, part }]);
    comeAlive(part);
    expect(part).toHaveAttribute(LIVE_ATTRIBUTE);
    expect(pressed).toHaveBeenCalledTimes(1);
    comeAlive(part);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('tells the handlers of a replayed press that it is one, and a fresh press after it that it is not', () => {
    document.body.innerHTML = `<div ${REPLAY_ATTRIBUTE}><button type="button">Travels</button></div>`;
    const part = document.querySelector('div') as HTMLElement;
    const button = document.querySelector('button') as HTMLButtonElement;
    const replayed: boolean[] = [];
    button.addEventListener('click', () => replayed.push(isReplayedPress()));
    hold([{ type: 'click', target: button, part }]);
    comeAlive(part);
    button.click();
    expect(replayed).toEqual([true, false]);
    expect(isReplayedPress()).toBe(false);
  });

  it('drops a held press or submit whose element left the page before the part came alive', () => {
    document.body.innerHTML = `<div ${REPLAY_ATTRIBUTE}><button type="button">Next slide</button><form><button>Send</button></form></div>`;
    const part = document.querySelector('div') as HTMLElement;
    const button = document.querySelector('button') as HTMLButtonElement;
    const form = document.querySelector('form') as HTMLFormElement;
    const pressed = jest.fn();
    const submitted = jest.fn((event: Event) => event.preventDefault());
    button.addEventListener('click', pressed);
    form.addEventListener('submit', submitted);
    hold([
      { type: 'click', target: button, part },
      { type: 'submit', target: form, part },
    ]);
    button.remove();
    form.remove();
    comeAlive(part);
    expect(part).toHaveAttribute(LIVE_ATTRIBUTE);
    expect(pressed).not.toHaveBeenCalled();
    expect(submitted).not.toHaveBeenCalled();
    expect(window[EARLY_EVENTS_GLOBAL]).toEqual([]);
  });
});
