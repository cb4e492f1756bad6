import { screen, within } from '@testing-library/react';
import { renderPageModule, stubMatchMedia, stubScrollIntoView } from '@bbg/testing';
import { aboutHero as arabicHero, aboutLabels as arabicLabels, aboutSections as arabicSections } from '../../content/ar/about-us.json';
import { aboutHero as frenchHero, aboutLabels as frenchLabels, aboutSections as frenchSections } from '../../content/fr/about-us.json';
import * as page from './about-us-page';

const dots = () => screen.queryByRole('navigation', { name: 'Page sections' });

beforeEach(() => {
  stubMatchMedia(false);
  stubScrollIntoView();
});

describe('about us page', () => {
  it('shows only its hero until the picture has loaded, then nine sections with their dots', async () => {
    const { loadHero, loadedFlag } = await renderPageModule(page, '/about-us');
    expect(screen.getByRole('heading', { level: 1, name: 'One group, many journeys' })).toBeInTheDocument();
    expect(dots()).toHaveAttribute('data-ready', 'false');
    expect(loadedFlag).toHaveTextContent('waiting');

    loadHero();

    expect(loadedFlag).toHaveTextContent('loaded');
    const nav = dots();
    if (!nav) throw new Error('no dot navigation');
    expect(nav).toHaveAttribute('data-ready', 'true');
    expect(within(nav).getAllByRole('link').map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'About Us',
      'Journey',
      'Ambition',
      'Our Work',
      'BOD',
      'Financial',
      'Partners',
      'Presence',
      'Sustainability',
    ]);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(8);
    expect(screen.getByText('11+')).toBeInTheDocument();
  });

  it('links its pages and downloads the profile from Journey', async () => {
    const { loadHero } = await renderPageModule(page, '/about-us');
    loadHero();
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const path of ['/our-leadership', '/values-mission', '/bbg-overview', '/our-ambition', '/our-innovation', '/partners', '/clients', '/brands', '/sustainability']) {
      expect(hrefs).toContain(path);
    }
    const journey = document.getElementById('journey');
    if (!journey) throw new Error('no Journey section');
    expect(within(journey).getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(within(journey).getByRole('button', { name: 'Explore Our Story' })).toBeInTheDocument();
  });

  it('links the hero\u2019s down-arrow to Journey', async () => {
    const { loadHero } = await renderPageModule(page, '/about-us');
    loadHero();
    expect(screen.getByRole('link', { name: 'Scroll to next section' })).toHaveAttribute('href', '#journey');
    expect(document.getElementById('journey')).toContainElement(screen.getByRole('heading', { level: 2, name: 'From one office in 2013 to 50+ branches' }));
  });

  it('speaks French under /fr/', async () => {
    const { loadHero } = await renderPageModule(page, '/about-us', { locale: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: `${frenchHero.title} ${frenchHero.highlight}` })).toBeInTheDocument();
    loadHero();
    const nav = dots();
    if (!nav) throw new Error('no dot navigation');
    expect(within(nav).getAllByRole('link').map((dot) => dot.getAttribute('aria-label'))).toEqual([frenchHero, ...frenchSections].map((section) => section.tooltip));
    expect(screen.getByRole('link', { name: frenchLabels.scrollDown })).toHaveAttribute('href', '#journey');
    const journey = document.getElementById('journey');
    if (!journey) throw new Error('no Journey section');
    const downloads = frenchSections.find((section) => section.id === 'journey')?.downloads ?? [];
    expect(downloads).toHaveLength(2);
    for (const label of downloads) expect(within(journey).getByRole('button', { name: label })).toBeInTheDocument();
  });

  it('speaks Arabic under /ar/, its figures isolated (<bdi>) so they read left to right', async () => {
    const { loadHero } = await renderPageModule(page, '/about-us', { locale: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: `${arabicHero.title} ${arabicHero.highlight}` })).toBeInTheDocument();
    loadHero();
    expect(screen.getByRole('link', { name: arabicLabels.scrollDown })).toHaveAttribute('href', '#journey');
    const financial = document.getElementById('financial');
    if (!financial) throw new Error('no Financial section');
    const stats = arabicSections.find((section) => section.id === 'financial')?.stats ?? [];
    expect(within(financial).getAllByRole('definition').map((value) => value.querySelector('bdi')?.textContent)).toEqual(stats.map((stat) => stat.value));
  });
});
