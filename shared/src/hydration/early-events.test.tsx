import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { LIVE_ATTRIBUTE, replayProps, useLivePart } from './early-events';
import { holdEarly, servePage } from './serve-for-test';

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
    window.__bbgEarly = [];
  });

  it('marks the adopted part live and replays what was held for it exactly once, leaving other parts’ events held', async () => {
    const other = document.body.appendChild(document.createElement('form'));
    other.setAttribute('data-replay', '');
    const onSubmit = jest.fn();
    const page = servePage(<Part onSubmit={onSubmit} />);
    const form = page.host.querySelector('form') as HTMLFormElement;
    holdEarly('submit', other);
    holdEarly('submit', form);
    await page.adopt();
    expect(form).toHaveAttribute(LIVE_ATTRIBUTE);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(window.__bbgEarly?.map((event) => event.target)).toEqual([other]);
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
    expect(window.__bbgEarly).toHaveLength(1);

    act(() => rerender(<Part ready onSubmit={onSubmit} />));
    expect(form).toHaveAttribute(LIVE_ATTRIBUTE);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(window.__bbgEarly).toEqual([]);
    act(() => rerender(<Part ready onSubmit={onSubmit} />));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
