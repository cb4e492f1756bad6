import { Carousel } from '@bbg/shared/ui/carousel/carousel';
import { brandSliderCarousel, findBrandSlider, SLIDE_NOT_FOUND } from '../../content/brand-slides';
import { BrandSlideCard } from './brand-slide-card';
import styles from './brand-slider.module.css';

/** The brand slider of a brand page, looked up by slider id: arrows, dots, one slide at a time. */
export function BrandSlider({ id }: { readonly id: number }) {
  const slider = findBrandSlider(id);
  if (!slider) {
    return (
      <p className={styles.missing} role="alert">
        {SLIDE_NOT_FOUND}
      </p>
    );
  }
  const titleId = `brand-slider-${slider.id}-title`;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <h2 id={titleId} className={styles.heading}>
          {slider.heading}
        </h2>
        <Carousel
          config={{ ...brandSliderCarousel, label: slider.label }}
          items={slider.slides}
          getKey={(slide) => slide.id}
          renderSlide={(slide) => <BrandSlideCard slide={slide} />}
        />
      </div>
    </section>
  );
}
