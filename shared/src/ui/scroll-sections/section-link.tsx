import type { ReactNode } from 'react';
import { buttonClass, type ButtonVariant } from '../button/button';

interface SectionLinkProps {
  /** The id of the section to move to: it must be in the served page. */
  readonly targetId: string;
  readonly variant?: ButtonVariant;
  /** A round button holding only an icon: give it a label. */
  readonly icon?: boolean;
  readonly className?: string;
  readonly 'aria-label'?: string;
  readonly children: ReactNode;
}

/**
 * A move to another part of the same page with the look of the kit's Button: a plain link to the part's id, so it
 * works before any script has run, scrolls smoothly and snaps by CSS, and never goes through the router.
 */
export function SectionLink({ targetId, variant, icon, className, children, ...rest }: SectionLinkProps) {
  return (
    <a href={`#${targetId}`} className={buttonClass({ variant, icon, className })} {...rest}>
      {children}
    </a>
  );
}
