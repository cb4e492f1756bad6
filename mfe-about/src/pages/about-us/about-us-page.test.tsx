import { screen, within } from '@testing-library/react';
import { loadedFlag, renderPage, stubMatchMedia, stubScrollIntoView } from '@bbg/testing';
import { Page } from './about-us-page';

const dots = () => screen.queryByRole('navigation', { name: 'Page sections' });

beforeEach(() => {
  stubMatchMedia(false);
  stubScrollIntoView();
});

describe('about us page', () => {
  it('shows only its hero until the picture has loaded, then nine sections with their dots', () => {
    const { loadHero } = renderPage(<Page />, '/about-us');
    expect(screen.getByRole('heading', { level: 1, name: 'One group, many journeys' })).toBeInTheDocument();
    expect(dots()).toHaveAttribute('data-ready', 'false');
    expect(loadedFlag()).toHaveTextContent('waiting');

    loadHero();

    expect(loadedFlag()).toHaveTextContent('loaded');
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

  it('links its pages and downloads the profile from Journey', () => {
    const { loadHero } = renderPage(<Page />, '/about-us');
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

  it('links the hero\u2019s down-arrow to Journey', () => {
    const { loadHero } = renderPage(<Page />, '/about-us');
    loadHero();
    expect(screen.getByRole('link', { name: 'Scroll to next section' })).toHaveAttribute('href', '#journey');
    expect(document.getElementById('journey')).toContainElement(screen.getByRole('heading', { level: 2, name: 'From one office in 2013 to 50+ branches' }));
  });
});
