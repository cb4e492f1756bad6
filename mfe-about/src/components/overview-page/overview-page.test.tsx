import { screen } from '@testing-library/react';
import { Page as SustainabilityPage } from '../../pages/sustainability/sustainability-page';
import { Page as ValuesMissionPage } from '../../pages/values-mission/values-mission-page';
import { renderPage } from '@bbg/testing';

describe('overview pages', () => {
  it('/values-mission: hero 16, then overview 22 and the news cards', () => {
    const { loadHero } = renderPage(<ValuesMissionPage />, '/values-mission');
    expect(screen.getByRole('heading', { level: 1, name: 'Values & Mission' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    loadHero();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Our values and mission', 'News & Events']);
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('/sustainability: hero 18, then overview 12 and the news cards', () => {
    const { loadHero } = renderPage(<SustainabilityPage />, '/sustainability');
    expect(screen.getByRole('heading', { level: 1, name: 'Our Sustainability' })).toBeInTheDocument();
    loadHero();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Sustainability', 'News & Events']);
  });
});
