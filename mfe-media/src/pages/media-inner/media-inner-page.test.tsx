import { screen } from '@testing-library/react';
import { loadHero, renderPage } from '@bbg/testing';
import { Page } from './media-inner-page';
import { routes } from '../../app/routes';

describe('media center inner page', () => {
  it('shows the hero of its path, and its topics once the hero image loads', () => {
    const { container } = renderPage(Page, '/media-center-inner1', { routes });
    expect(screen.getByRole('heading', { level: 1, name: 'Events & Coverage' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    loadHero(container);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Internal Events', 'CSR Events']);
  });

  it('is the same page for talent and culture, with its six topics and their stories', () => {
    const { container } = renderPage(Page, '/Media-Center-Inner5', { routes });
    expect(screen.getByRole('heading', { level: 1, name: 'Talent & Culture' })).toBeInTheDocument();
    loadHero(container);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Our first graduate programme' })).toHaveAttribute('href', '/news-events-inner');
    expect(container.querySelector('time[datetime="2024-01-15"]')?.textContent).toBe('15 January 2024');
    expect(screen.getByRole('link', { name: 'Finance' })).toBeInTheDocument();
  });

  it('says so when no inner page has the path', () => {
    renderPage(Page, '/media-center-inner9', { routes });
    expect(screen.getByRole('alert')).toHaveTextContent('No data found for this ID.');
  });
});
