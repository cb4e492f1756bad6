import { act, useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server.node';
import { prerenderToNodeStream } from 'react-dom/static.node';
import { hydrateRoot, type Root } from 'react-dom/client';
import { render, screen } from '@testing-library/react';
import { setImmediate } from 'node:timers';
import { ISLAND_ATTRIBUTE, LIVE_ATTRIBUTE, RENDER_ATTRIBUTE, type IslandPolicy } from '@bbg/contract';
import { stubIntersectionObserver, stubProperty, type IntersectionObserverStub } from '@bbg/testing';
import { setRenderState } from './adoption';
import { island } from './island';

// jsdom has no setImmediate; React's Node renderer schedules its work with it.
Object.assign(globalThis, { setImmediate });

let observers: IntersectionObserverStub;
let idle: (() => void)[] = [];

beforeEach(() => {
  observers = stubIntersectionObserver();
  idle = [];
  stubProperty(window, 'requestIdleCallback', (run: () => void) => idle.push(run));
  stubProperty(window, 'cancelIdleCallback', () => undefined);
  document.documentElement.removeAttribute(RENDER_ATTRIBUTE);
});

function Counter({ label }: { readonly label: string }) {
  const [count, setCount] = useState(0);
  return (
    <section>
      <h2>{label}</h2>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        pressed {count}
      </button>
    </section>
  );
}

const loadCounter = () => Promise.resolve(Counter);
/** As the pre-render does: every Suspense boundary resolved. */
async function prerender(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

async function serveAndAdopt(policy: IslandPolicy) {
  const Section = island(`counter-${policy}`, loadCounter, policy);
  const app = <Section label="Our founding vision" />;
  const container = document.createElement('div');
  container.innerHTML = await prerender(<Section label="Our founding vision" />);
  document.body.append(container);
  const served = container.querySelector('button');
  setRenderState('adopting');
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, app);
  });
  setRenderState('adopted');
  return { container, served, root };
}

describe('island', () => {
  it('renders in full on the server, inside a box-less wrapper named for the island', async () => {
    const Section = island('vision', loadCounter, 'near');
    const html = await prerender(<Section label="Our founding vision" />);
    expect(html).toContain(`${ISLAND_ATTRIBUTE}="vision"`);
    expect(html).toContain('<h2>Our founding vision</h2>');
    // A render that does not wait writes no island content: the pre-render must wait for every boundary.
    expect(renderToString(<Section label="x" />)).not.toContain('<h2>');
  });

  it('keeps the served HTML dormant while adopting, and hydrates the same elements when near', async () => {
    const { container, served, root } = await serveAndAdopt('near');
    expect(container.querySelector('h2')).toHaveTextContent('Our founding vision');
    expect(served?.isConnected).toBe(true);
    // Dormant: React has not attached the handler yet.
    act(() => served?.click());
    expect(served).toHaveTextContent('pressed 0');
    expect(observers.active()).toHaveLength(1);
    await act(async () => observers.active()[0]?.report([{ isIntersecting: true }]));
    await flush();
    expect(container.querySelector('button')).toBe(served);
    expect(container.querySelector(`[${ISLAND_ATTRIBUTE}]`)).toHaveAttribute(LIVE_ATTRIBUTE);
    await act(async () => served?.click());
    expect(served).toHaveTextContent(/pressed [12]/);
    act(() => root?.unmount());
  });

  it('comes alive when the main thread is idle, even far from the viewport', async () => {
    const { container, served, root } = await serveAndAdopt('idle');
    expect(observers.active()).toHaveLength(0);
    expect(idle).toHaveLength(1);
    await act(async () => idle[0]?.());
    await flush();
    await act(async () => served?.click());
    expect(container.querySelector('button')).toBe(served);
    expect(served).toHaveTextContent('pressed 1');
    act(() => root?.unmount());
  });

  it('never hydrates a part without behaviour, and never loses its served HTML', async () => {
    const { container, served, root } = await serveAndAdopt('never');
    expect(observers.active()).toHaveLength(0);
    expect(idle).toHaveLength(0);
    await flush();
    act(() => served?.click());
    expect(container.querySelector('h2')).toHaveTextContent('Our founding vision');
    expect(served).toHaveTextContent('pressed 0');
    act(() => root?.unmount());
  });

  it('renders at once when the page is rendered in the browser', async () => {
    const Section = island('client', loadCounter, 'never');
    render(<Section label="Brands that move people and markets" />);
    expect(await screen.findByRole('heading', { name: 'Brands that move people and markets' })).toBeInTheDocument();
  });
});
