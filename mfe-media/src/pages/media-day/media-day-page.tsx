import { Banner, ScrollSections, type ScrollSection, Section, SectionHeading } from '@bbg/kit';
import { banners } from '../../content/banners';
import { gallerySection, gallerySlides } from '../../content/foundation-day';
import { Gallery } from './gallery';

/** /media-day: hero 37, then the foundation day gallery. */
export function Page() {
  const sections: readonly ScrollSection[] = [
    { id: 'foundation-day', tooltip: 'Foundation Day', render: () => <Banner entry={banners.foundationDay} /> },
    {
      id: gallerySection.id,
      tooltip: gallerySection.tooltip,
      render: () => (
        <Section as="div" height="full" tone="lilac">
          <SectionHeading eyebrow={gallerySection.eyebrow} title={gallerySection.title} lead={gallerySection.text} align="center" />
          <Gallery slides={gallerySlides} />
        </Section>
      ),
    },
  ];
  return <ScrollSections sections={sections} />;
}
