import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestRouter, LocationProbe } from '@bbg/testing';
import { Link } from './index';

describe('the platform navigation contract', () => {
  it("follows a Link through the provider's router and reports the new location and params", async () => {
    render(
      <TestRouter initialEntries={['/start']} path="/newsletter/:id">
        <Link to="/newsletter/7#top">Issue 7</Link>
        <LocationProbe param="id" />
      </TestRouter>,
    );
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/start id=none');
    await userEvent.click(screen.getByRole('link', { name: 'Issue 7' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/newsletter/7#top id=7');
  });

  it('says who must provide it when used outside a provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Link to="/">Home</Link>)).toThrow(/outside a NavigationProvider/);
  });
});
