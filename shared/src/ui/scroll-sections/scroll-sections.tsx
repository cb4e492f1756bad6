import { ChevronDown } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { usePageLoaded } from '@bbg/shared/platform';
import { useHydrated } from '../../hooks/use-hydrated';
import { scrollToId } from './scroll-to';
import { useRailState } from './use-rail-state';
import styles from './scroll-sections.module.css';

/** Section descriptor (spec section 3): what it renders and its dot's tooltip. */
export interface ScrollSection {
  readonly id: string;
  readonly tooltip: string;
  readonly render: () => ReactNode;
}

interface ScrollSectionsProps {
  readonly sections: readonly ScrollSection[];
  /** Whether the hero has loaded, where the caller knows it apart from the page; by default the page-loaded state (the hero reports it). */
  readonly heroLoaded?: boolean;
}

/**
 * Full-height, snapping sections with the side dot navigation (spec "Side dot navigation"). The dots and the
 * sections after the first render once the page has reported itself loaded (its hero does, HeroFrame). Pre-rendered,
 * every section is written (for readers without scripts and for search) and held back by CSS while scripts run; the
 * browser adopts them, then renders as above. Each section snaps to its start; the shell's global CSS owns
 * `scroll-snap-type` on the html element (remotes ship no global selectors).
 */
export function ScrollSections({ sections, heroLoaded: dotsShown }: ScrollSectionsProps) {
  const { loaded } = usePageLoaded();
  const heroLoaded = dotsShown ?? loaded;
  const revealed = heroLoaded && loaded;
  const served = !useHydrated();
  const visible = revealed ? sections : sections.slice(0, 1);
  const wrapper = useRef<HTMLDivElement>(null);
  const rail = useRef<HTMLElement>(null);
  const { active, past } = useRailState(
    visible.map((section) => section.id),
    revealed,
    wrapper,
    rail,
  );

  return (
    <div ref={wrapper} className={styles.sections}>
      {heroLoaded ? (
        <nav ref={rail} aria-label="Page sections" className={styles.dots} data-past={past || undefined}>
          <ul className={styles.dotList}>
            {visible.map((section) => (
              <li key={section.id}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-label={section.tooltip}
                  aria-current={section.id === active ? 'true' : undefined}
                  onClick={() => scrollToId(section.id)}
                >
                  <span className={styles.tooltip} aria-hidden="true">
                    {section.tooltip}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {(revealed || served ? sections : visible).map((section, index) => (
        // Unnamed on purpose: tooltips may repeat (home has two "History"), and landmark names must not.
        <section key={section.id} id={section.id} className={styles.section} data-revealed={index === 0 || revealed}>
          {section.render()}
        </section>
      ))}
    </div>
  );
}

/** The round down-arrow of a first section: scrolls to the next one. */
export function ScrollDownButton({ targetId, label = 'Scroll to next section' }: { readonly targetId: string; readonly label?: string }) {
  return (
    <button type="button" className={styles.down} aria-label={label} onClick={() => scrollToId(targetId)}>
      <ChevronDown aria-hidden="true" size={28} />
    </button>
  );
}
