import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageLoadedProvider, usePageLoaded } from './page-loaded';

function Probe() {
  const { loaded, markLoaded } = usePageLoaded();
  return (
    <>
      <output>{loaded ? 'loaded' : 'waiting'}</output>
      <button type="button" onClick={markLoaded}>
        report
      </button>
    </>
  );
}

describe('page-loaded signal', () => {
  it('starts false, turns true when the page reports, and resets on a path change', async () => {
    const { rerender } = render(<PageLoadedProvider pathname="/a"><Probe /></PageLoadedProvider>);
    expect(screen.getByRole('status')).toHaveTextContent('waiting');
    await userEvent.click(screen.getByRole('button', { name: 'report' }));
    expect(screen.getByRole('status')).toHaveTextContent('loaded');
    rerender(<PageLoadedProvider pathname="/b"><Probe /></PageLoadedProvider>);
    expect(screen.getByRole('status')).toHaveTextContent('waiting');
  });

  it('fails loudly outside its provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow(/PageLoadedProvider/);
  });
});
