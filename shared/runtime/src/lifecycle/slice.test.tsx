import { act, use, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server.node';
import { setRenderState } from './adoption';
import { RootAdopted } from './root-adopted';
import { EARLY_EVENTS_GLOBAL, LIVE_ATTRIBUTE, RENDER_ATTRIBUTE, SLICE_ATTRIBUTE } from '@bbg/contract';
import { holdEarly } from '@bbg/testing';
import { Slice } from './slice';

/** The page's code: here at once on the server, on its way in the browser until the test lets it arrive. */
let arrived: string | undefined;
let arrive: (text: string) => void = () => undefined;
let pageCode: Promise<string>;

function PageBody() {
  const text = arrived ?? use(pageCode);
  const [presses, setPresses] = useState(0);
  return (
    <section>
      <h1>{text}</h1>
      <button type="button" onClick={() => setPresses((n) => n + 1)}>
        page pressed {presses}
      </button>
    </section>
  );
}

function Header() {
  const [presses, setPresses] = useState(0);
  return (
    <header>
      <button type="button" onClick={() => setPresses((n) => n + 1)}>
        menu pressed {presses}
      </button>
    </header>
  );
}

const rootLive = jest.fn();

/**
 * The root, as the shell's: a header adopted at once, the page in a slice of its own. Like the shell's, it never
 * renders again while the page is on its way (an update reaching a dormant slice would make React render it afresh).
 */
function Document() {
  return (
    <RootAdopted onLive={rootLive}>
      <Header />
      <Slice name="page" awaited>
        <PageBody />
      </Slice>
    </RootAdopted>
  );
}

let host: HTMLDivElement;
let root: Root | undefined;
const errors: unknown[] = [];

beforeEach(() => {
  errors.length = 0;
  document.documentElement.removeAttribute(LIVE_ATTRIBUTE);
  arrived = 'Stay in Touch';
  host = document.body.appendChild(document.createElement('div'));
  host.innerHTML = renderToString(<Document />);
  arrived = undefined;
  pageCode = new Promise((resolve) => {
    arrive = (text) => {
      arrived = text;
      resolve(text);
    };
  });
  setRenderState('adopting');
});

afterEach(() => {
  act(() => root?.unmount());
  host.remove();
  window[EARLY_EVENTS_GLOBAL] = [];
});

async function adopt(): Promise<void> {
  await act(async () => {
    root = hydrateRoot(host, <Document />, { onRecoverableError: (error) => errors.push(error) });
  });
}

const button = (name: RegExp) => [...host.querySelectorAll('button')].find((b) => name.test(b.textContent ?? '')) as HTMLButtonElement;
const slice = () => host.querySelector(`[${SLICE_ATTRIBUTE}="page"]`) as HTMLElement;

describe('Slice', () => {
  it('lets the root be adopted while the page code is on its way, keeping the page as served', async () => {
    const servedHeading = host.querySelector('h1');
    await adopt();
    expect(document.documentElement).toHaveAttribute(LIVE_ATTRIBUTE);
    expect(rootLive).toHaveBeenCalledTimes(1);
    act(() => button(/menu/).click());
    expect(button(/menu/)).toHaveTextContent('menu pressed 1');
    expect(slice()).not.toHaveAttribute(LIVE_ATTRIBUTE);
    expect(host.querySelector('h1')).toBe(servedHeading);
    expect(servedHeading).toHaveTextContent('Stay in Touch');
    expect(document.documentElement.getAttribute(RENDER_ATTRIBUTE)).toBe('adopting');
  });

  it('adopts the page in place once its code arrives, and only then counts the document adopted', async () => {
    const servedButton = button(/page/);
    await adopt();
    await act(async () => arrive('Stay in Touch'));
    expect(slice()).toHaveAttribute(LIVE_ATTRIBUTE);
    expect(document.documentElement.getAttribute(RENDER_ATTRIBUTE)).toBe('adopted');
    expect(button(/page/)).toBe(servedButton);
    act(() => servedButton.click());
    expect(servedButton).toHaveTextContent('page pressed 1');
    expect(errors).toEqual([]);
  });

  it('replays, once, a press made in the page before it was live', async () => {
    await adopt();
    holdEarly('click', button(/page/));
    await act(async () => arrive('Stay in Touch'));
    expect(button(/page/)).toHaveTextContent('page pressed 1');
    expect(window[EARLY_EVENTS_GLOBAL]).toEqual([]);
  });
});
