import { fireEvent, render, screen } from '@testing-library/react';
import { LoadedFlag, loadedFlag, stubMatchMedia, TestPlatform } from '@bbg/testing';
import { WithHomeCopy } from './home-copy.fixture';
import { HomePage } from './home-page';

jest.mock('./about/about-section', () => ({ AboutSection: () => <h2>About stand-in</h2> }));
jest.mock('./experience/experience-section', () => ({ ExperienceSection: () => <h2>Experience stand-in</h2> }));
jest.mock('./brands/brands-section', () => ({ BrandsSection: () => <h2>Brands stand-in</h2> }));
jest.mock('./history/timeline-section', () => ({ TimelineSection: () => <h2>Timeline stand-in</h2> }));
jest.mock('./history/culture-section', () => ({ CultureSection: () => <h2>Culture stand-in</h2> }));
jest.mock('./news/news-section', () => ({ NewsSection: () => <h2>News stand-in</h2> }));
jest.mock('./partners/partners-section', () => ({ PartnersSection: () => <h2>Partners stand-in</h2> }));

const renderHome = () =>
  render(
    <TestPlatform>
      <WithHomeCopy>
        <HomePage />
      </WithHomeCopy>
      <LoadedFlag />
    </TestPlatform>,
  );

describe('HomePage', () => {
  beforeEach(() => {
    stubMatchMedia(true);
  });

  it('shows only the hero until its image loads, then the dots, every section and the closing call-to-action', async () => {
    const { container } = renderHome();
    const heldBack = () => [...container.querySelectorAll('[data-revealed="false"]')].map((element) => element.id || element.tagName);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(loadedFlag()).toHaveTextContent('waiting');
    expect(screen.getByRole('navigation', { name: 'Page sections' })).toHaveAttribute('data-ready', 'false');
    expect(container.querySelectorAll('section')).toHaveLength(1);
    expect(heldBack()).toEqual(['ASIDE']);

    fireEvent.load(container.querySelector('img') as HTMLImageElement);
    expect(loadedFlag()).toHaveTextContent('loaded');
    const dots = screen.getByRole('navigation', { name: 'Page sections' });
    expect(dots).toHaveAttribute('data-ready', 'true');
    expect([...dots.querySelectorAll('a')].map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'BBG',
      'About Us',
      '#Experience',
      'Brands',
      'History',
      'History',
      'News/Events',
      'Partners',
    ]);
    for (const name of ['About', 'Experience', 'Brands', 'Timeline', 'Culture', 'News', 'Partners']) {
      expect(await screen.findByRole('heading', { name: `${name} stand-in` })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Want to Discover More About Us?' })).toBeInTheDocument();
    expect(heldBack()).toEqual([]);
  }, 20_000);
});
