import type { ReactNode } from 'react';
import type { InternalHref } from '@bbg/contract';
import { Link } from '@bbg/platform';
import { ExternalLink } from '../external-link/external-link';
import styles from './card-link.module.css';

type CardLinkProps = { readonly children: ReactNode; readonly className?: string } & (
  | { readonly to: InternalHref; readonly href?: never; readonly 'aria-describedby'?: string }
  | { readonly href: string; readonly to?: never; readonly 'aria-describedby'?: never }
);

/**
 * A card's title link, stretched over the whole card so the card is one target with one tab stop.
 * `to` is a page of the site; `href` is another site, opened in a new tab.
 */
export function CardLink({ to, href, className, children, 'aria-describedby': describedBy }: CardLinkProps) {
  const classes = className ? `${styles.link} ${className}` : styles.link;
  if (to !== undefined) {
    return (
      <Link to={to} className={classes} aria-describedby={describedBy}>
        {children}
      </Link>
    );
  }
  return (
    <ExternalLink href={href} className={classes}>
      {children}
    </ExternalLink>
  );
}
