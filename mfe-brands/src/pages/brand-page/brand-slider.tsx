import type { ExternalHref } from '@bbg/contract';
import { island } from '@bbg/runtime';
import { Section, SectionHeading } from '@bbg/kit';
import type { BrandSlider as BrandSliderRecord } from '../../content/brand-slides';
import { EntryNotFound } from '../hero-pages/page-not-found';

// Served with every slide; below the hero and the overview, so its code comes alive as it comes near.
const BrandCarousel = island('brand-slider', () => import('./brand-carousel').then((module) => module.BrandCarousel), 'near');

interface BrandSliderProps {
  readonly slider: BrandSliderRecord;
  /** The brand's site, which every slide's button links to. */
  readonly site: ExternalHref;
  /** Shown in its place when it has no slides (the catalogue's SLIDE_NOT_FOUND). */
  readonly notFound: string;
  /** What screen readers hear after a slide's link to the brand's site. */
  readonly newTabNote: string;
}

/** The brand slider its page hands it: arrows, dots, one slide at a time; its not-found message in its place when it has no slides. */
export function BrandSlider({ slider, site, notFound, newTabNote }: BrandSliderProps) {
  if (slider.slides.length === 0) return <EntryNotFound message={notFound} />;
  const titleId = `brand-slider-${slider.id}-title`;
  return (
    <Section tone="lilac" labelledBy={titleId}>
      <SectionHeading id={titleId} title={slider.heading} />
      <BrandCarousel slider={slider} site={site} newTabNote={newTabNote} />
    </Section>
  );
}
