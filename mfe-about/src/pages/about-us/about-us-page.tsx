import { useMemo } from 'react';
import type { CopyLoaders, PageProps } from '@bbg/contract';
import { ScrollSections, type ScrollSection } from '@bbg/kit';
import { copyCatalogues } from '@bbg/runtime';
import type { AboutHero as AboutHeroData, AboutLabels, AboutSection } from '../../content/about-us';
import { AboutHero } from './about-hero';
import { AboutSectionView } from './about-section-view';

/** What /about-us says, in whichever language: English's shapes, every language's words. */
interface AboutUsCopy {
  readonly page: {
    readonly aboutLabels: AboutLabels;
    readonly aboutHero: AboutHeroData;
    readonly aboutSections: readonly [AboutSection, ...AboutSection[]];
  };
}

/** The page's words in each locale, each a chunk of its own. */
export const copy = {
  en: copyCatalogues<AboutUsCopy>({ page: () => import('../../content/en/about-us.json') }),
  fr: copyCatalogues<AboutUsCopy>({ page: () => import('../../content/fr/about-us.json') }),
  ar: copyCatalogues<AboutUsCopy>({ page: () => import('../../content/ar/about-us.json') }),
} satisfies CopyLoaders<AboutUsCopy>;

/**
 * /about-us: nine full-height sections with side dots. Only the hero shows until its
 * picture has loaded; then the hero reports the page loaded and the other eight appear.
 */
export function Page({ copy: { page } }: PageProps<AboutUsCopy>) {
  const sections = useMemo<readonly ScrollSection[]>(() => {
    const { aboutLabels, aboutHero, aboutSections } = page;
    return [
      {
        id: aboutHero.id,
        tooltip: aboutHero.tooltip,
        render: () => <AboutHero hero={aboutHero} nextId={aboutSections[0].id} scrollLabel={aboutLabels.scrollDown} />,
      },
      ...aboutSections.map((section, index) => ({
        id: section.id,
        tooltip: section.tooltip,
        render: () => <AboutSectionView section={section} flipped={index % 2 === 0} />,
      })),
    ];
  }, [page]);

  return <ScrollSections sections={sections} />;
}
