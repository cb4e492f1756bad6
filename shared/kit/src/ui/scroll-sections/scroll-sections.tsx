import { ChevronDown } from 'lucide-react';
import { memo, useRef, useState, type ReactNode } from 'react';
import { usePageLoaded, useServedRender } from '@bbg/platform';
import { useKitWords } from '../../words/use-kit-words';
import { useRailState } from './use-rail-state';
import styles from './scroll-sections.module.css';

/** Section descriptor: what it renders and its dot's tooltip. */
export interface ScrollSection {
  readonly id: string;
  readonly tooltip: string;
  readonly render: () => ReactNode;
}

interface ScrollSectionsProps {
  readonly sections: readonly ScrollSection[];
}

/**
 * Full-height, snapping sections with the side dot navigation. Every move is a link
 * to a section's id, so it works from the first paint; the html element scrolls smoothly and snaps (the shell's
 * global CSS). The dots and the sections after the first show once the hero has settled: on a served page as soon
 * as boot.js marks it (before any script), after a client navigation once the page reports itself loaded.
 * Served, every section is written and adoption keeps every element; the reveal only changes attributes. Rendered
 * in the browser, the sections after the first mount once the page has loaded.
 */
export function ScrollSections({ sections }: ScrollSectionsProps) {
  const { loaded } = usePageLoaded();
  const words = useKitWords().sections;
  const [served] = useState(useServedRender());
  const wrapper = useRef<HTMLDivElement>(null);
  const rail = useRef<HTMLElement>(null);
  const { active, past } = useRailState(
    sections.map((section) => section.id),
    loaded,
    wrapper,
    rail,
  );

  return (
    <div ref={wrapper} className={styles.sections}>
      <nav ref={rail} aria-label={words.rail} className={styles.dots} data-ready={loaded} data-past={past || undefined}>
        <ul className={styles.dotList}>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={styles.dot} aria-label={section.tooltip} aria-current={section.id === active ? 'true' : undefined}>
                <span className={styles.tooltip} aria-hidden="true">
                  {section.tooltip}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {(served || loaded ? sections : sections.slice(0, 1)).map((section, index) => (
        // Unnamed on purpose: tooltips may repeat (home has two "History"), and landmark names must not.
        <section key={section.id} id={section.id} className={styles.section} data-revealed={index === 0 || loaded}>
          <SectionBody render={section.render} />
        </section>
      ))}
    </div>
  );
}

/**
 * A section's content, rendered again only if the section changes: the rail's active dot and the page-loaded report
 * change only the wrapper's attributes, and must not render the whole page again (pages give stable sections).
 */
const SectionBody = memo(function SectionBody({ render }: { readonly render: () => ReactNode }) {
  return render();
});

/** The round down-arrow of a first section, a button to look at: a link to the next one. */
export function ScrollDownButton({ targetId, label }: { readonly targetId: string; readonly label?: string }) {
  const words = useKitWords().sections;
  return (
    <a href={`#${targetId}`} className={styles.down} aria-label={label ?? words.scrollDown}>
      <ChevronDown aria-hidden="true" size={28} />
    </a>
  );
}
