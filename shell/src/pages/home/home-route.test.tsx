import { act, render, screen } from '@testing-library/react';
import { HomeRoute, loadHome } from './home-route';

jest.mock('./home-page', () => ({ HomePage: () => <h1>Home stand-in</h1> }));

describe('HomeRoute', () => {
  it('shows the home page once its chunk has loaded', async () => {
    await act(async () => {
      render(<HomeRoute />);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Home stand-in' })).toBeInTheDocument();
  });

  it('shows it at once when the start loaded the chunk before adopting the served page', async () => {
    await loadHome();
    render(<HomeRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'Home stand-in' })).toBeInTheDocument();
  });
});
