import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadedFlag } from '@bbg/testing';
import { PageLoadedProvider } from './page-loaded';

describe('page-loaded signal', () => {
  it('starts false, turns true when the page reports, and resets on a path change', async () => {
    const { rerender } = render(<PageLoadedProvider pathname="/a"><LoadedFlag report /></PageLoadedProvider>);
    expect(screen.getByRole('status')).toHaveTextContent('waiting');
    await userEvent.click(screen.getByRole('button', { name: 'report page loaded' }));
    expect(screen.getByRole('status')).toHaveTextContent('loaded');
    rerender(<PageLoadedProvider pathname="/b"><LoadedFlag report /></PageLoadedProvider>);
    expect(screen.getByRole('status')).toHaveTextContent('waiting');
  });

  it('fails loudly outside its provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<LoadedFlag report />)).toThrow(/PageLoadedProvider/);
  });
});
