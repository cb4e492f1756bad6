import { screen } from '@testing-library/react';
import { renderPage } from '@bbg/testing';
import { Page } from './business-page';
import { routes } from '../../app/routes';

describe('business page', () => {
  it('opens with the hero only, then shows the overview and the news cards', () => {
    const view = renderPage(Page, '/travel', { routes });
    expect(screen.getByRole('heading', { level: 1, name: 'Our Travel' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();

    view.loadHero();

    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Travel at BBG', 'News & Events']);
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.queryByRole('heading', { name: 'Our airport fashion store' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('loaded');
  });

  it('puts the overview where the hero\u2019s Explore button scrolls', () => {
    renderPage(Page, '/electronics', { routes }).loadHero();
    expect(screen.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '#overview');
    expect(document.getElementById('overview')).toContainElement(screen.getByRole('heading', { level: 2, name: 'Electronics at BBG' }));
  });

  it('adds the airport fashion store section on /fashion', () => {
    renderPage(Page, '/fashion', { routes }).loadHero();
    expect(screen.getByRole('heading', { level: 1, name: 'Our Fashion' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Fashion at BBG' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Our airport fashion store' })).toBeInTheDocument();
  });

  it.each([
    ['/business-overview', 'Business Overview', 'Our businesses'],
    ['/general-trading', 'General Trading', 'General trading at BBG'],
    ['/dmc', 'Destination Management', 'Destination management'],
  ])('renders %s from its ids', (path, hero, overview) => {
    renderPage(Page, path, { routes }).loadHero();
    expect(screen.getByRole('heading', { level: 1, name: hero })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: overview })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'News & Events' })).toBeInTheDocument();
  });
});
