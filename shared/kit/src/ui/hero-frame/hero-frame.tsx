import { useRef, type ReactNode } from 'react';
import { useReportPageLoaded } from '@bbg/platform';
import { useHeroMedia } from '../hero/use-hero-media';
import { ScrollDownButton } from '../scroll-sections/scroll-sections';
import { Eyebrow } from '../eyebrow/eyebrow';
import { Highlight, type HighlightColor } from '../highlight/highlight';
import { Backdrop, type HeroBackdrop, type HeroMediaElement } from './hero-backdrop';
import styles from './hero-frame.module.css';

export interface HeroFrameProps {
  readonly backdrop: HeroBackdrop;
  /** The heading's id: the frame becomes a section labelled by it (a page's lone hero, not one of its scroll sections). */
  readonly headingId?: string;
  readonly eyebrow?: ReactNode;
  /** label: small capitals; tag: a pill. */
  readonly eyebrowLook?: 'label' | 'tag';
  readonly title: ReactNode;
  readonly highlight?: ReactNode;
  /** Any CSS colour (the accent when left out). */
  readonly highlightColor?: HighlightColor;
  /** Words after the highlight. */
  readonly titleEnd?: ReactNode;
  readonly lead?: ReactNode;
  /** Under the lead, before the actions (stats). */
  readonly children?: ReactNode;
  /** The buttons and links, in a row. */
  readonly actions?: ReactNode;
  /** Controls along the bottom edge (rotation picker, pause). */
  readonly footer?: ReactNode;
  /** The down-arrow along the bottom edge, a link to the next section: always written, shown once the picture has settled. */
  readonly scrollDown?: { readonly targetId: string; readonly label?: string };
  /** screen: the full viewport; banner: at most 56rem. */
  readonly size?: 'screen' | 'banner';
  /** Words run to 46rem instead of 44rem (long titles). */
  readonly wide?: boolean;
  /** For words that change by themselves (rotating messages): announce them only when still. */
  readonly live?: 'off' | 'polite';
  /**
   * The words change while the page is shown (the home hero's rotating messages): the key of the words shown. The
   * title and lead keep the room the first, longest message takes, so the buttons below never move, and each message
   * brings its own elements (words that move count as a layout shift, new ones do not).
   */
  readonly rotating?: string;
  /** Runs once the picture has settled, just before the page-loaded report. */
  readonly onLoad?: () => void;
}

/**
 * The kit's hero: a backdrop under a scrim, then eyebrow, title, lead and actions. It is the one part of a page
 * that reports the page loaded: once its picture (or video metadata) loads, fails, or keeps the page waiting
 * HERO_WAIT_MS. Over a picture the words wait for it; a video's poster shows at once, and so do its words.
 */
export function HeroFrame(props: HeroFrameProps) {
  const { backdrop, headingId, eyebrow, eyebrowLook = 'label', title, highlight, highlightColor, titleEnd, lead, children, actions, footer, scrollDown, size = 'screen', wide = false, live, rotating, onLoad } = props;
  const own = useRef<HeroMediaElement>(null);
  const media = ('video' in backdrop && backdrop.videoRef) || own;
  const { ready, settle } = useHeroMedia(media, onLoad);
  // Reported after the render that shows the words, as the pages did before the frame owned the signal.
  useReportPageLoaded(ready);
  const video = 'video' in backdrop;
  const Frame = headingId ? 'section' : 'div';

  return (
    <Frame
      className={styles.frame}
      aria-labelledby={headingId}
      data-ready={ready}
      data-size={size}
      data-wide={wide || undefined}
      data-rotating={rotating === undefined ? undefined : ''}
      data-backdrop={video ? 'video' : 'art' in backdrop ? 'art' : 'image'}
      data-footer={footer || scrollDown ? '' : undefined}
    >
      <Backdrop backdrop={backdrop} media={media} settle={settle} />
      <div className={video ? styles.content : `${styles.content} ${styles.held}`} aria-live={live}>
        {eyebrow ? (
          eyebrowLook === 'tag' ? (
            <p className={styles.tag}>
              {/* Isolated: a Latin hashtag keeps its # in front on an Arabic page. */}
              <bdi>{eyebrow}</bdi>
            </p>
          ) : (
            <Eyebrow tone="light" className={styles.eyebrow}>
              {eyebrow}
            </Eyebrow>
          )
        ) : null}
        <h1 key={`${rotating}-title`} id={headingId} className={styles.title}>
          {title}
          {highlight ? (
            <>
              {' '}
              <Highlight color={highlightColor}>{highlight}</Highlight>
            </>
          ) : null}
          {titleEnd ? <> {titleEnd}</> : null}
        </h1>
        {lead ? (
          <p key={`${rotating}-lead`} className={styles.lead}>
            {lead}
          </p>
        ) : null}
        {children}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {footer || scrollDown ? (
        <div className={styles.footer}>
          {footer}
          {scrollDown ? (
            <div className={styles.down}>
              <ScrollDownButton targetId={scrollDown.targetId} label={scrollDown.label} />
            </div>
          ) : null}
        </div>
      ) : null}
    </Frame>
  );
}
