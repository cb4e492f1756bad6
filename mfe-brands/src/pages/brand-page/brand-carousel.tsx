import type { ExternalHref } from '@bbg/contract';
import { Carousel } from '@bbg/kit';
import { brandSliderCarousel, type BrandSlider } from '../../content/brand-slides';
import { BrandSlideCard } from './brand-slide-card';

/** The slides of a brand slider: arrows, dots, one slide at a time. */
export function BrandCarousel({ slider, site, newTabNote }: { readonly slider: BrandSlider; readonly site: ExternalHref; readonly newTabNote: string }) {
  return (
    <Carousel
      config={{ ...brandSliderCarousel, label: slider.label }}
      items={slider.slides}
      getKey={(slide) => slide.id}
      renderSlide={(slide) => <BrandSlideCard slide={slide} site={site} newTabNote={newTabNote} />}
    />
  );
}
