import { ScrollSections, type ScrollSection } from '@bbg/shared/ui/scroll-sections/scroll-sections';
import { Hero } from '../../components/hero';
import { FullSection } from '../../components/full-section';
import { SectionIntro } from '../../components/section-intro';
import { useHeroReady } from '../../components/use-hero-ready';
import { FOUNDATION_DAY_HERO_ID, gallerySection, gallerySlides } from '../../content/foundation-day';
import { Gallery } from './gallery';

/** /media-day: hero 37, then the foundation day gallery. */
export function Page() {
  const [heroReady, revealSections] = useHeroReady();
  const sections: readonly ScrollSection[] = [
    { id: 'foundation-day', tooltip: 'Foundation Day', render: () => <Hero id={FOUNDATION_DAY_HERO_ID} onLoad={revealSections} /> },
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
  return <ScrollSections sections={sections} heroLoaded={heroReady} />;
}
