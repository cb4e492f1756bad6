import { lazy, Suspense, useRef } from 'react';
import { findBrandSlider, SLIDE_NOT_FOUND } from '../../content/brand-slides';
import { useNearViewport } from '@bbg/shared/hooks/use-near-viewport';
import styles from './brand-slider.module.css';

// The slides (swiper) load as the section comes near: the slider is below the hero and the overview, so the
// brand page's first load does not carry it.
const BrandCarousel = lazy(() => import('./brand-carousel').then((module) => ({ default: module.BrandCarousel })));

/** The brand slider of a brand page, looked up by slider id: arrows, dots, one slide at a time. */
export function BrandSlider({ id }: { readonly id: number }) {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot);
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
        <div ref={slot}>
          {near ? (
            <Suspense fallback={null}>
              <BrandCarousel slider={slider} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </section>
  );
}
