import type { MouseEvent, ReactNode } from 'react';
import { isPlainClick } from '@bbg/contract';
import { buttonClass, type ButtonVariant } from '../button/button';

interface SectionLinkProps {
  /** The id of the section to move to: it must be in the served page. */
  readonly targetId: string;
  /**
   * Where the target lands. The browser's own move puts it at its start; 'center' brings it to the middle of the
   * screen once the page's scripts run (before then the browser's move still reaches it).
   */
  readonly block?: 'start' | 'center';
  readonly variant?: ButtonVariant;
  /** A round button holding only an icon: give it a label. */
  readonly icon?: boolean;
  readonly className?: string;
  readonly 'aria-label'?: string;
  readonly children: ReactNode;
}

/** Centres the target (smoothly unless the visitor prefers less motion: the html element's scroll-behavior) and records its id in the URL as the browser would, without a popstate. */
function moveToCentre(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const target = document.getElementById(id);
  if (!target || !isPlainClick(event)) return;
  event.preventDefault();
  target.scrollIntoView({ block: 'center' });
  if (window.location.hash !== `#${id}`) window.history.pushState(window.history.state, '', `#${id}`);
}

/**
 * A move to another part of the same page with the look of the kit's Button: a plain link to the part's id, so it
 * works before any script has run, scrolls smoothly and snaps by CSS, and never goes through the router.
 */
export function SectionLink({ targetId, block = 'start', variant, icon, className, children, ...rest }: SectionLinkProps) {
  return (
    <a
      href={`#${targetId}`}
      className={buttonClass({ variant, icon, className })}
      onClick={block === 'center' ? (event) => moveToCentre(event, targetId) : undefined}
      {...rest}
    >
      {children}
    </a>
  );
}
