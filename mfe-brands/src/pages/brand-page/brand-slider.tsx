import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '@bbg/shared/hooks/use-near-viewport';
import { Section } from '@bbg/shared/ui/section/section';
import { SectionHeading } from '@bbg/shared/ui/section-heading/section-heading';
import { findBrandSlider, SLIDE_NOT_FOUND } from '../../content/brand-slides';
import { EntryNotFound } from '../hero-pages/page-not-found';

// The slides (swiper) load as the section comes near: the slider is below the hero and the overview, so the
// brand page's first load does not carry it.
const BrandCarousel = lazy(() => import('./brand-carousel').then((module) => ({ default: module.BrandCarousel })));

/** The brand slider of a brand page, looked up by slider id: arrows, dots, one slide at a time. */
export function BrandSlider({ id }: { readonly id: number }) {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot);
  const slider = findBrandSlider(id);
  if (!slider) return <EntryNotFound message={SLIDE_NOT_FOUND} />;
  const titleId = `brand-slider-${slider.id}-title`;
  return (
    <Section tone="lilac" labelledBy={titleId}>
      <SectionHeading id={titleId} title={slider.heading} />
      <div ref={slot}>
        {near ? (
          <Suspense fallback={null}>
            <BrandCarousel slider={slider} />
          </Suspense>
        ) : null}
      </div>
    </Section>
  );
}
