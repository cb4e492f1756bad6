import { Button, HeroFrame } from '@bbg/kit';
import styles from './catalogue-page.module.css';

/** The kit's hero frame, as the home and the partners pages compose it. */
export function HeroFrameEntry() {
  return (
    <section aria-label="Hero frame" className={styles.flush}>
      <HeroFrame
        backdrop={{ art: 'globe' }}
        eyebrow="Hero frame"
        title="Every hero,"
        highlight="one frame"
        highlightColor="sun"
        lead="Art, any picture or a video behind a scrim; the words wait for the picture, and the frame reports the page loaded."
        actions={
          <>
            <Button variant="light" to="/about-us">
              Know More
            </Button>
            <Button variant="outline" to="/contact-us">
              Connect with us
            </Button>
          </>
        }
        scrollDown={{ targetId: 'art' }}
        size="banner"
      />
    </section>
  );
}
