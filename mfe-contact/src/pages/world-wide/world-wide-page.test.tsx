import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PageLoadedProvider } from '@bbg/shared/platform';
import { Page } from './world-wide-page';

const renderPage = () =>
  render(
    <MemoryRouter>
      <PageLoadedProvider pathname="/world-wide">
        <Page />
      </PageLoadedProvider>
    </MemoryRouter>,
  );

describe('world wide page', () => {
  it('opens with the banner, its subtitle and its three figures', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Global Industry Leader' })).toBeInTheDocument();
    expect(screen.getByText('BBG in the Middle East, Africa, and Asia')).toBeInTheDocument();
    const stats = within(screen.getByRole('region', { name: 'Global Industry Leader' })).getAllByRole('listitem');
    expect(stats.map((stat) => stat.textContent)).toEqual(['10+ Years', '50+ Branches', '20+ Countries']);
  });

  it('lists a card for each of the 22 countries in the presence section', () => {
    renderPage();
    const presence = screen.getByRole('region', { name: 'Presence' });
    expect(within(presence).getByRole('heading', { level: 2, name: 'Presence' })).toBeInTheDocument();
    expect(within(presence).getAllByRole('listitem')).toHaveLength(22);
    expect(within(presence).getAllByRole('heading', { level: 3 })).toHaveLength(22);
    expect(within(presence).getByRole('heading', { level: 3, name: 'C.A.R' })).toBeInTheDocument();
    expect(within(presence).getByText('Offices in Douala and Yaounde serve travel and trade customers.')).toBeInTheDocument();
  });

  it('scrolls to the presence section from the down arrow', () => {
    renderPage();
    const scrollIntoView = jest.fn();
    screen.getByRole('region', { name: 'Presence' }).scrollIntoView = scrollIntoView;
    fireEvent.click(screen.getByRole('button', { name: 'Go to our presence' }));
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
  });
});
