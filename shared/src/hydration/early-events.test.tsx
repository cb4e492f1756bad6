import { useRef } from 'react';
import { render } from '@testing-library/react';
import { comeAlive, LIVE_ATTRIBUTE, replayProps, takeEarlyEvents, useLivePart, type EarlyEvent } from './early-events';

function hold(events: EarlyEvent[]): void {
  window.__bbgEarly = events;
}

afterEach(() => {
  delete window.__bbgEarly;
  document.body.innerHTML = '';
});

describe('early events', () => {
  it('gives a part only its own held events, and only once', () => {
    const part = document.createElement('form');
    const other = document.createElement('div');
    hold([
      { type: 'submit', target: part, part },
      { type: 'click', target: other, part: other },
    ]);
    expect(takeEarlyEvents(part)).toHaveLength(1);
    expect(takeEarlyEvents(part)).toHaveLength(0);
    expect(window.__bbgEarly).toHaveLength(1);
  });

  it('replays a held press on a part that comes alive, and marks it live', () => {
    document.body.innerHTML = '<div data-replay><button type="button">Next slide</button></div>';
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

  it('sends a form submitted before adoption exactly once when its component mounts', () => {
    const sent = jest.fn();
    function Form() {
      const ref = useRef<HTMLFormElement>(null);
      useLivePart(ref);
      return (
        <form
          ref={ref}
          {...replayProps}
          onSubmit={(event) => {
            event.preventDefault();
            sent();
          }}
        >
          <button type="submit">Send</button>
        </form>
      );
    }
    const { container, rerender } = render(<div />);
    const served = document.createElement('form');
    hold([{ type: 'submit', target: served, part: served }]);
    rerender(<Form />);
    // The held event belongs to another element: nothing is sent for it.
    expect(sent).not.toHaveBeenCalled();
    const form = container.querySelector('form') as HTMLFormElement;
    expect(form).toHaveAttribute('data-replay');
    expect(form).toHaveAttribute(LIVE_ATTRIBUTE);
  });
});
