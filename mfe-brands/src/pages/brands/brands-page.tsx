import { useMemo } from 'react';
import { AfterHero, ScrollSections, type ScrollSection } from '@bbg/kit';
import { brandCategories } from '../../content/brand-directory';
import { brandBrowserCopy, brandsHeroCopy, brandsSections, portfolioCopy, successStories, successStoriesCopy } from '../../content/brands-page';
import { BrandBrowser } from './brand-browser';
import { BrandsHero } from './brands-hero';
import { PortfolioSection } from './portfolio-section';
import { SuccessStories } from './success-stories';

/**
 * /brands: three snapping sections (hero video, brand browser, success stories), then the portfolio
 * download and newsletter. Everything after the hero appears once the video's metadata has loaded.
 */
export function Page() {
  const sections = useMemo<readonly ScrollSection[]>(
    () => [
      { ...brandsSections.hero, render: () => <BrandsHero copy={brandsHeroCopy} nextId={brandsSections.browser.id} /> },
      { ...brandsSections.browser, render: () => <BrandBrowser copy={brandBrowserCopy} categories={brandCategories} /> },
      { ...brandsSections.stories, render: () => <SuccessStories copy={successStoriesCopy} stories={successStories} /> },
    ],
    [],
  );

  return (
    <>
      <ScrollSections sections={sections} />
      <AfterHero>
        <PortfolioSection copy={portfolioCopy} />
      </AfterHero>
    </>
  );
}
