import type { CopyLoaders, PageProps } from '@bbg/contract';
import { Banner, type BannerEntry, ScrollSections, type ScrollSection, Section, SectionHeading } from '@bbg/kit';
import { copyCatalogues } from '@bbg/runtime';
import type { Award, FeaturedArticle, MediaCard, MediaCenterLabels, SectionCopy } from '../../content/media-center';
import type { MediaStory } from '../../content/media-story';
import { AwardsList } from './awards-list';
import { MediaCards } from './media-cards';
import { NewsSection } from './news-section';

/** What the media center says, in whichever language: English's shapes, every language's words. */
interface MediaCenterCopy {
  readonly banners: { readonly banners: { readonly mediaCenter: BannerEntry } };
  readonly page: {
    readonly mediaSection: SectionCopy;
    readonly mediaCards: readonly MediaCard[];
    readonly newsSection: SectionCopy;
    readonly featuredArticle: FeaturedArticle;
    readonly latestNews: readonly MediaStory[];
    readonly awardsSection: SectionCopy;
    readonly awards: readonly Award[];
    readonly mediaCenterLabels: MediaCenterLabels;
  };
}

/** The page's words in each locale, each a chunk of its own. */
export const copy = {
  en: copyCatalogues<MediaCenterCopy>({ banners: () => import('../../content/en/banners.json'), page: () => import('../../content/en/media-center.json') }),
  fr: copyCatalogues<MediaCenterCopy>({ banners: () => import('../../content/fr/banners.json'), page: () => import('../../content/fr/media-center.json') }),
  ar: copyCatalogues<MediaCenterCopy>({ banners: () => import('../../content/ar/banners.json'), page: () => import('../../content/ar/media-center.json') }),
} satisfies CopyLoaders<MediaCenterCopy>;

/** /media-center: hero 31, the five media cards, the featured article and news, then awards. */
export function Page({ copy: { banners, page } }: PageProps<MediaCenterCopy>) {
  const { mediaSection, mediaCards, newsSection, featuredArticle, latestNews, awardsSection, awards, mediaCenterLabels } = page;
  const sections: readonly ScrollSection[] = [
    { id: 'media-center', tooltip: mediaCenterLabels.heroTooltip, render: () => <Banner entry={banners.banners.mediaCenter} /> },
    {
      id: mediaSection.id,
      tooltip: mediaSection.tooltip,
      render: () => (
        <Section as="div" height="full" tone="lilac">
          <SectionHeading eyebrow={mediaSection.eyebrow} title={mediaSection.title} lead={mediaSection.text} />
          <MediaCards cards={mediaCards} />
        </Section>
      ),
    },
    {
      id: newsSection.id,
      tooltip: newsSection.tooltip,
      render: () => (
        <Section as="div" height="full" tone="white">
          <SectionHeading eyebrow={newsSection.eyebrow} title={newsSection.title} lead={newsSection.text} />
          <NewsSection featured={featuredArticle} stories={latestNews} />
        </Section>
      ),
    },
    {
      id: awardsSection.id,
      tooltip: awardsSection.tooltip,
      render: () => (
        <Section as="div" height="full" tone="dark">
          <SectionHeading eyebrow={awardsSection.eyebrow} title={awardsSection.title} lead={awardsSection.text} tone="light" />
          <AwardsList awards={awards} />
        </Section>
      ),
    },
  ];
  return <ScrollSections sections={sections} />;
}
