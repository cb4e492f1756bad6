import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { artImage, LAZY_IMAGE, Button, buttonClass, ExternalLink, VisuallyHidden, Eyebrow, Section, SectionHeading, useKitWords } from '@bbg/kit';
import { BRAND_SLIDE_LOCK_MS, BRAND_SLIDE_TRANSITION_MS } from '../../../content/home-brands';
import { fill } from '@bbg/contract';
import { useHomeCopy } from '../home-copy';
import { useSlideLock } from './use-slide-lock';
import styles from './brands-section.module.css';

const linkClass = `${buttonClass({ variant: 'outline' })} ${styles.link}`;

/** Brands slider: five brands, cyclic previous/next, a 0.6 s move during which both controls are locked for 1 s. */
export function BrandsSection() {
  const { brands, labels } = useHomeCopy();
  const { brandSlides, brandsIntro } = brands;
  const words = labels.homeLabels;
  // What a carousel and its slides are called: the kit's words in the document's language, as every kit carousel says.
  const { carousel } = useKitWords();
  const { index, locked, move } = useSlideLock(brandSlides.length, BRAND_SLIDE_LOCK_MS);
  const track = useRef<HTMLDivElement>(null);

  useEffect(() => {
    track.current?.style.setProperty('--slide', String(index));
    track.current?.style.setProperty('--move', `${BRAND_SLIDE_TRANSITION_MS}ms`);
  }, [index]);

  const current = brandSlides[index];
  return (
    <Section as="div" height="full">
      <SectionHeading eyebrow={brandsIntro.eyebrow} title={brandsIntro.title} />
      <div className={styles.slider} role="region" aria-roledescription={carousel.roleDescription} aria-label={words.brandShowcase}>
        <div className={styles.viewport}>
          <div ref={track} className={styles.track}>
            {brandSlides.map((slide, position) => (
              <div
                key={slide.id}
                className={styles.slide}
                role="group"
                aria-roledescription={carousel.slideRoleDescription}
                aria-label={fill(words.brandPosition, { n: position + 1, count: brandSlides.length })}
                aria-hidden={position !== index}
                inert={position !== index}
              >
                <img className={styles.image} {...artImage(slide.image)} alt={slide.alt} {...LAZY_IMAGE} />
                <div className={styles.copy}>
                  <Eyebrow tone="pink" className={styles.category}>
                    {slide.title}
                  </Eyebrow>
                  <h3 className={styles.name}>{slide.subtitle}</h3>
                  <ExternalLink className={linkClass} href={slide.link}>
                    {brandsIntro.linkText}
                    <VisuallyHidden> {slide.subtitle}</VisuallyHidden>
                  </ExternalLink>
                </div>
              </div>
            ))}
          </div>
        </div>
        <div className={styles.controls}>
          <Button variant="outline" icon className={styles.control} aria-label={words.previousBrand} aria-disabled={locked} onClick={() => move(-1)}>
            <ChevronLeft aria-hidden="true" size={22} />
          </Button>
          <p className={styles.status} aria-live="polite">
            {index + 1} / {brandSlides.length}
            <VisuallyHidden>: {current?.subtitle}</VisuallyHidden>
          </p>
          <Button variant="outline" icon className={styles.control} aria-label={words.nextBrand} aria-disabled={locked} onClick={() => move(1)}>
            <ChevronRight aria-hidden="true" size={22} />
          </Button>
        </div>
      </div>
    </Section>
  );
}
