import { Banner, ScrollSections, type ScrollSection, Section, SectionHeading } from '@bbg/kit';
import { banners } from '../../content/banners';
import { awards, awardsSection, featuredArticle, latestNews, mediaCards, mediaSection, newsSection } from '../../content/media-center';
import { AwardsList } from './awards-list';
import { MediaCards } from './media-cards';
import { NewsSection } from './news-section';

/** /media-center: hero 31, the five media cards, the featured article and news, then awards. */
export function Page() {
  const sections: readonly ScrollSection[] = [
    { id: 'media-center', tooltip: 'Media Center', render: () => <Banner entry={banners.mediaCenter} /> },
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
