import type { ReactNode } from 'react';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

const NEW_TAB_NOTE = '(opens in a new tab)';

interface ExternalLinkProps {
  readonly href: string;
  readonly className?: string;
  /** What screen readers hear after the link text. */
  readonly note?: string;
  readonly children: ReactNode;
}

/** A link to a site we do not run: opens in a new tab, without an opener, and says so to screen readers. */
export function ExternalLink({ href, className, note = NEW_TAB_NOTE, children }: ExternalLinkProps) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> {note}</VisuallyHidden>
    </a>
  );
}
