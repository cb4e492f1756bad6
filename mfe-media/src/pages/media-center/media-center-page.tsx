import { Banner } from '@bbg/shared/ui/banner/banner';
import { ScrollSections, type ScrollSection } from '@bbg/shared/ui/scroll-sections/scroll-sections';
import { FullSection } from '../../components/full-section';
import { SectionIntro } from '../../components/section-intro';
import { awards, awardsSection, featuredArticle, latestNews, MEDIA_CENTER_HERO_ID, mediaCards, mediaSection, newsSection } from '../../content/media-center';
import { AwardsList } from './awards-list';
import { MediaCards } from './media-cards';
import { NewsSection } from './news-section';

/** /media-center: hero 31, the five media cards, the featured article and news, then awards. */
export function Page() {
  const sections: readonly ScrollSection[] = [
    { id: 'media-center', tooltip: 'Media Center', render: () => <Banner id={MEDIA_CENTER_HERO_ID} /> },
    {
      id: mediaSection.id,
      tooltip: mediaSection.tooltip,
      render: () => (
        <FullSection tone="lilac">
          <SectionIntro eyebrow={mediaSection.eyebrow} title={mediaSection.title} text={mediaSection.text} />
          <MediaCards cards={mediaCards} />
        </FullSection>
      ),
    },
    {
      id: newsSection.id,
      tooltip: newsSection.tooltip,
      render: () => (
        <FullSection tone="white">
          <SectionIntro eyebrow={newsSection.eyebrow} title={newsSection.title} text={newsSection.text} />
          <NewsSection featured={featuredArticle} stories={latestNews} />
        </FullSection>
      ),
    },
    {
      id: awardsSection.id,
      tooltip: awardsSection.tooltip,
      render: () => (
        <FullSection tone="dark">
          <SectionIntro eyebrow={awardsSection.eyebrow} title={awardsSection.title} text={awardsSection.text} tone="light" />
          <AwardsList awards={awards} />
        </FullSection>
      ),
    },
  ];
  return <ScrollSections sections={sections} />;
}
