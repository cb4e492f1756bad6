import { useMemo } from 'react';
import type { CopyLoaders, PageProps } from '@bbg/contract';
import { AfterHero, ScrollSections, type ScrollSection } from '@bbg/kit';
import { copyCatalogues } from '@bbg/runtime';
import type { BrandDirectoryCatalogue } from '../../content/brand-directory';
import { successStoryBrands, type BrandsPageCatalogue, type SuccessStory, type SuccessStoryText } from '../../content/brands-page';
import { BrandBrowser } from './brand-browser';
import { BrandsHero } from './brands-hero';
import { PortfolioSection } from './portfolio-section';
import { SuccessStories } from './success-stories';

/** What /brands says, in whichever language: English's shapes, every language's words. */
interface BrandsCopy {
  readonly page: BrandsPageCatalogue;
  readonly directory: BrandDirectoryCatalogue;
}

/** The page's words in each locale, each a chunk of its own. */
export const copy = {
  en: copyCatalogues<BrandsCopy>({ page: () => import('../../content/en/brands-page.json'), directory: () => import('../../content/en/brand-directory.json') }),
  fr: copyCatalogues<BrandsCopy>({ page: () => import('../../content/fr/brands-page.json'), directory: () => import('../../content/fr/brand-directory.json') }),
  ar: copyCatalogues<BrandsCopy>({ page: () => import('../../content/ar/brands-page.json'), directory: () => import('../../content/ar/brand-directory.json') }),
} satisfies CopyLoaders<BrandsCopy>;

/** Each story's brand (its own name, its picture, its page) with what the story says in the document's language. */
const storiesOf = (texts: readonly SuccessStoryText[]): readonly SuccessStory[] =>
  successStoryBrands.flatMap((brand) => {
    const text = texts.find((story) => story.id === brand.id);
    return text ? [{ ...brand, ...text }] : [];
  });

/**
 * /brands: three snapping sections (hero video, brand browser, success stories), then the portfolio
 * download and newsletter. Everything after the hero appears once the video's metadata has loaded.
 */
export function Page({ copy: { page, directory } }: PageProps<BrandsCopy>) {
  const sections = useMemo<readonly ScrollSection[]>(() => {
    const { brandsSections, brandsHeroCopy, ALL_BRANDS_TAB, brandBrowserCopy, successStoriesCopy, successStories } = page;
    const stories = storiesOf(successStories);
    return [
      { ...brandsSections.hero, render: () => <BrandsHero copy={brandsHeroCopy} nextId={brandsSections.browser.id} /> },
      {
        ...brandsSections.browser,
        render: () => <BrandBrowser copy={brandBrowserCopy} allTab={ALL_BRANDS_TAB} categories={directory.brandCategories} blurbs={directory.brandBlurbs} />,
      },
      { ...brandsSections.stories, render: () => <SuccessStories copy={successStoriesCopy} stories={stories} /> },
    ];
  }, [page, directory]);

  return (
    <>
      <ScrollSections sections={sections} />
      <AfterHero>
        <PortfolioSection copy={page.portfolioCopy} />
      </AfterHero>
    </>
  );
}
