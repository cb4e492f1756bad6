import { useRef, useState, type PointerEvent, useMemo } from 'react';
import { artImage, CARD_ART_SIZES, LAZY_IMAGE, Carousel, Section, SectionHeading } from '@bbg/kit';
import { culturePhotos, cultureSettings, type CulturePhoto } from '../../../content/home-history';
import { fill } from '@bbg/contract';
import { useHomeCopy } from '../home-copy';
import { PhotoOverlay } from './photo-overlay';
import { useHoverOverlay } from './use-hover-overlay';
import styles from './culture-section.module.css';

const byMouse = (handler: () => void) => (event: PointerEvent<HTMLElement>) => {
  if (event.pointerType === 'mouse') handler();
};

/** History: the culture photo slider; hovering (or pressing) a photo shows it enlarged. */
export function CultureSection() {
  const { history, labels } = useHomeCopy();
  const { cultureIntro, cultureGallery } = history;
  const words = labels.homeLabels;
  // The same photos while the words are (the overlay knows its photo by identity).
  const photos = useMemo(() => culturePhotos(cultureGallery), [cultureGallery]);
  const config = useMemo(() => ({ ...cultureSettings, label: words.cultureCarousel }), [words]);
  const { openItem: photo, open, close, enter, leave } = useHoverOverlay<CulturePhoto>();
  const [takeFocus, setTakeFocus] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);

  const closeAndReturn = () => {
    close();
    if (takeFocus) opener.current?.focus();
    setTakeFocus(false);
  };

  return (
    <Section as="div" height="full">
      <SectionHeading eyebrow={cultureIntro.eyebrow} title={cultureIntro.title} lead={cultureIntro.text} />
      <div className={styles.stage}>
        <Carousel
          config={config}
          items={photos}
          getKey={(item) => item.id}
          renderSlide={(item) => (
            <button
              type="button"
              className={styles.photo}
              aria-label={fill(words.enlargePhoto, { alt: item.alt })}
              aria-haspopup="dialog"
              aria-expanded={item === photo}
              onPointerEnter={byMouse(() => {
                setTakeFocus(false);
                enter('image', item);
              })}
              onPointerLeave={byMouse(() => leave('image'))}
              onClick={(event) => {
                opener.current = event.currentTarget;
                setTakeFocus(true);
                open(item);
              }}
            >
              <img className={styles.image} {...artImage(item.image, CARD_ART_SIZES)} alt="" {...LAZY_IMAGE} />
              <span className={styles.album}>{item.album}</span>
            </button>
          )}
        />
        {photo ? (
          <PhotoOverlay
            photo={photo}
            takeFocus={takeFocus}
            onClose={closeAndReturn}
            onFocusLeave={() => {
              close();
              setTakeFocus(false);
            }}
            onPointerEnter={byMouse(() => enter('overlay'))}
            onPointerLeave={byMouse(() => leave('overlay'))}
          />
        ) : null}
      </div>
    </Section>
  );
}
