import type { ReactNode } from 'react';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { useKitWords } from '../../words/use-kit-words';

interface ExternalLinkProps {
  readonly href: string;
  readonly className?: string;
  /** What screen readers hear after the link text; by default that it opens in a new tab, in the document's language. */
  readonly note?: string;
  readonly children: ReactNode;
}

/** A link to a site we do not run: opens in a new tab, without an opener, and says so to screen readers. */
export function ExternalLink({ href, className, note, children }: ExternalLinkProps) {
  const { newTab } = useKitWords().externalLink;
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> {note ?? newTab}</VisuallyHidden>
    </a>
  );
}
