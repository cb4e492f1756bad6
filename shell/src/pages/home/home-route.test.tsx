import { act, render, screen } from '@testing-library/react';
import React from 'react';
import { HomeRoute, loadHome } from './home-route';

jest.mock('./home-page', () => ({ HomePage: () => <h1>Home stand-in</h1> }));

describe('HomeRoute', () => {
  // First: the chunk is loaded once per module, and this test needs it still on its way.
  it('shows the home page once its chunk has loaded', async () => {
    const errors = jest.spyOn(console, 'error');
    const use = jest.spyOn(React, 'use');
    const { rerender } = await act(async () => render(<HomeRoute />));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home stand-in' })).toBeInTheDocument();

    // Rendered again with its chunk here: a body that skipped use() now (it did before) is what React warns about.
    use.mockClear();
    rerender(<HomeRoute />);
    expect(use).toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('shows it at once when the start loaded the chunk before adopting the served page', async () => {
    await loadHome('en');
    render(<HomeRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'Home stand-in' })).toBeInTheDocument();
  });
});
