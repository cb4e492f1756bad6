import { act, render, screen } from '@testing-library/react';
import { PageLoadedProvider, usePageLoaded } from './page-loaded';

let markLoaded: () => void = () => undefined;
function Probe() {
  const value = usePageLoaded();
  markLoaded = value.markLoaded;
  return <output>{value.loaded ? 'loaded' : 'waiting'}</output>;
}

describe('page-loaded signal', () => {
  it('starts false, turns true when the page reports, and resets on a path change', () => {
    const { rerender } = render(<PageLoadedProvider pathname="/a"><Probe /></PageLoadedProvider>);
    expect(screen.getByRole('status')).toHaveTextContent('waiting');
    act(() => markLoaded());
    expect(screen.getByRole('status')).toHaveTextContent('loaded');
    rerender(<PageLoadedProvider pathname="/b"><Probe /></PageLoadedProvider>);
    expect(screen.getByRole('status')).toHaveTextContent('waiting');
  });

  it('fails loudly outside its provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow(/PageLoadedProvider/);
  });
});
