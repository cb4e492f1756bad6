import { act, render } from '@testing-library/react';
import { servePage } from '@bbg/testing';
import { setRenderState } from '@bbg/runtime';
import { useServedRender } from './use-served-render';

function Reader({ renders }: { readonly renders: boolean[] }) {
  const served = useServedRender();
  renders.push(served);
  return <p>{served ? 'served' : 'browser'}</p>;
}

afterEach(() => {
  delete document.documentElement.dataset.render;
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
});
