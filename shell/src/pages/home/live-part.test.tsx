import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server.node';
import { withLivePart } from './live-part';

const pressed = jest.fn();

function Slider() {
  return (
    <button type="button" onClick={pressed}>
      Next brand
    </button>
  );
}

const LiveSlider = withLivePart(Slider);

describe('withLivePart', () => {
  afterEach(() => {
    delete window.__bbgEarly;
    pressed.mockClear();
  });

  it('serves the section in a part the boot script holds presses for', () => {
    const html = renderToString(<LiveSlider />);
    expect(html).toMatch(/^<div class="[^"]*" data-replay="">/);
    expect(html).not.toContain('data-live');
  });

  it('adopts the served button in place, comes alive and replays a press held before, once', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LiveSlider />);
    document.body.append(container);
    const part = container.querySelector('[data-replay]') as HTMLElement;
    const button = container.querySelector('button') as HTMLButtonElement;
    window.__bbgEarly = [{ type: 'click', target: button, part }];

    const root = await act(async () => hydrateRoot(container, <LiveSlider />));
    expect(container.querySelector('button')).toBe(button);
    expect(part).toHaveAttribute('data-live');
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(window.__bbgEarly).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });
});
