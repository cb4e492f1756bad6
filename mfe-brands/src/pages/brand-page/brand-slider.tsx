import { island } from '@bbg/runtime';
import { Section, SectionHeading } from '@bbg/kit';
import { SLIDE_NOT_FOUND, type BrandSlider as BrandSliderRecord } from '../../content/brand-slides';
import { EntryNotFound } from '../hero-pages/page-not-found';

// Served with every slide; below the hero and the overview, so its code comes alive as it comes near.
const BrandCarousel = island('brand-slider', () => import('./brand-carousel').then((module) => module.BrandCarousel), 'near');

/** The brand slider its page hands it: arrows, dots, one slide at a time; SLIDE_NOT_FOUND in its place when it has no slides. */
export function BrandSlider({ slider }: { readonly slider: BrandSliderRecord }) {
  if (slider.slides.length === 0) return <EntryNotFound message={SLIDE_NOT_FOUND} />;
  const titleId = `brand-slider-${slider.id}-title`;
  return (
    <Section tone="lilac" labelledBy={titleId}>
      <SectionHeading id={titleId} title={slider.heading} />
      <BrandCarousel slider={slider} />
    </Section>
  );
}
