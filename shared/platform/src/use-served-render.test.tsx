import { act, render } from '@testing-library/react';
import { RENDER_ATTRIBUTE } from '@bbg/contract';
import { servePage } from '@bbg/testing';
import { setRenderState } from '@bbg/runtime';
import { useServedRender } from './use-served-render';

function Reader({ renders, hydrationOnly }: { readonly renders: boolean[]; readonly hydrationOnly?: boolean }) {
  const served = useServedRender({ hydrationOnly });
  renders.push(served);
  return <p>{served ? 'served' : 'browser'}</p>;
}

afterEach(() => {
  document.documentElement.removeAttribute(RENDER_ATTRIBUTE);
});

describe('useServedRender', () => {
  it('is true on the server and while adopting, and adopting never renders the part again', async () => {
    const renders: boolean[] = [];
    const page = servePage(<Reader renders={renders} />);
    expect(page.host.textContent).toBe('served');
    setRenderState('adopting');
    await page.adopt();
    // The server's render, then exactly one: the adoption's (a store with a different browser answer adds a third).
    expect(renders).toEqual([true, true]);
    expect(page.errors).toEqual([]);
    page.unmount();
  });

  it('is false for a part rendered in the browser once the page is adopted', async () => {
    setRenderState('adopted');
    const renders: boolean[] = [];
    const { container } = render(<Reader renders={renders} />);
    await act(async () => undefined);
    expect(container.textContent).toBe('browser');
    expect(renders.every((served) => !served)).toBe(true);
  });

  it('counts a part rendered in the browser while the page is adopting as served', async () => {
    setRenderState('adopting');
    const renders: boolean[] = [];
    const { container } = render(<Reader renders={renders} />);
    await act(async () => undefined);
    expect(container.textContent).toBe('served');
  });

  describe('with hydrationOnly', () => {
    it('is true on the server and while hydrating, then renders the part once more with false', async () => {
      const renders: boolean[] = [];
      const page = servePage(<Reader renders={renders} hydrationOnly />);
      setRenderState('adopting');
      await page.adopt();
      expect(renders).toEqual([true, true, false]);
      expect(page.host.textContent).toBe('browser');
      expect(page.errors).toEqual([]);
      page.unmount();
    });

    it('is false for a part rendered in the browser while the page is adopting (a slice rendered afresh)', async () => {
      setRenderState('adopting');
      const renders: boolean[] = [];
      const { container } = render(<Reader renders={renders} hydrationOnly />);
      await act(async () => undefined);
      expect(container.textContent).toBe('browser');
      expect(renders.every((served) => !served)).toBe(true);
    });
  });
});
