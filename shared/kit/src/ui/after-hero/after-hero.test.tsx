import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { useEffect } from 'react';
import { renderToString } from 'react-dom/server.node';
import { usePageLoaded } from '@bbg/platform';
import { TestPlatform } from '@bbg/testing';
import { AfterHero } from './after-hero';

/** Stands for the page's hero: reports the page loaded once `loaded` is true. */
function Hero({ loaded }: { readonly loaded: boolean }) {
  const { markLoaded } = usePageLoaded();
  useEffect(() => {
    if (loaded) markLoaded();
  }, [loaded, markLoaded]);
  return null;
}

const page = (revealed: boolean) => (
  <TestPlatform path="/x">
    <Hero loaded={revealed} />
    <AfterHero>
      <h2>After the hero</h2>
    </AfterHero>
  </TestPlatform>
);

describe('AfterHero', () => {
  it('mounts its sections in the browser only once the hero has loaded', () => {
    const { rerender } = render(page(false));
    expect(screen.queryByRole('heading', { name: 'After the hero' })).not.toBeInTheDocument();
    rerender(page(true));
    expect(screen.getByRole('heading', { name: 'After the hero' })).toBeInTheDocument();
  });

  it('writes its sections into pre-rendered HTML, held back until the hero loads', () => {
    const html = renderToString(page(false));
    expect(html).toContain('After the hero');
    expect(html).toContain('data-revealed="false"');
  });

  it('keeps the served sections while the browser adopts the page, then reveals them', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    host.innerHTML = renderToString(page(false));
    const served = host.querySelector('h2');
    const errors: unknown[] = [];
    const root = await act(async () => hydrateRoot(host, page(false), { onRecoverableError: (error) => errors.push(error) }));
    expect(host.querySelector('h2')).toBe(served);
    await act(async () => root.render(page(true)));
    expect(host.querySelector('h2')).toBe(served);
    expect(host.querySelector('[data-revealed]')).toHaveAttribute('data-revealed', 'true');
    expect(errors).toEqual([]);
    act(() => root.unmount());
    host.remove();
  });
});
