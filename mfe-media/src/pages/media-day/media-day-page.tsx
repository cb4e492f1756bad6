import { Banner } from '@bbg/shared/ui/banner/banner';
import { ScrollSections, type ScrollSection } from '@bbg/shared/ui/scroll-sections/scroll-sections';
import { FullSection } from '../../components/full-section';
import { SectionIntro } from '../../components/section-intro';
import { FOUNDATION_DAY_HERO_ID, gallerySection, gallerySlides } from '../../content/foundation-day';
import { Gallery } from './gallery';

/** /media-day: hero 37, then the foundation day gallery. */
export function Page() {
  const sections: readonly ScrollSection[] = [
    { id: 'foundation-day', tooltip: 'Foundation Day', render: () => <Banner id={FOUNDATION_DAY_HERO_ID} /> },
    {
      id: gallerySection.id,
      tooltip: gallerySection.tooltip,
      render: () => (
        <FullSection tone="lilac">
          <SectionIntro eyebrow={gallerySection.eyebrow} title={gallerySection.title} text={gallerySection.text} align="center" />
          <Gallery slides={gallerySlides} />
        </FullSection>
      ),
    },
  ];
  return <ScrollSections sections={sections} />;
}
