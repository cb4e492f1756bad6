import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import type { InternalHref, SectionHref } from '@bbg/contract';
import { Link } from '@bbg/platform';
import styles from './button.module.css';

/**
 * solid: blueberry on light backgrounds; accent: the call to action; light: white on dark or photographic
 * backgrounds; outline: a ring in the current text colour; quiet: text only until hovered; tint: lilac, for round
 * buttons on white; glass: a veil of white over a dark background, in the current text colour; veil: white on a dark
 * veil with a white ring, for controls over a picture or video.
 */
export type ButtonVariant = 'solid' | 'accent' | 'light' | 'outline' | 'quiet' | 'tint' | 'glass' | 'veil';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonLook {
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  /** A round button holding only an icon: give it an aria-label. */
  readonly icon?: boolean;
  /** Stretches to the width of its container. */
  readonly block?: boolean;
  readonly className?: string;
  readonly children: ReactNode;
}

type AsButton = ButtonLook & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'> & { readonly to?: never; readonly href?: never; readonly ref?: Ref<HTMLButtonElement> };
/** An internal link (a page of the path table, or a section of this page): the site's router handles it. */
type AsLink = ButtonLook & { readonly to: InternalHref | SectionHref; readonly href?: never; readonly 'aria-label'?: string; readonly 'aria-current'?: 'page' | undefined; readonly onClick?: () => void };
/** A link to another site: opens in a new tab. */
type AsAnchor = ButtonLook & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'children'> & { readonly href: string; readonly to?: never };

export type ButtonProps = AsButton | AsLink | AsAnchor;

/** The class list of a button's look, for the rare control that cannot be a Button (a label, a summary). */
export function buttonClass({ variant = 'solid', size = 'md', icon = false, block = false, className }: Omit<ButtonLook, 'children'>): string {
  return [styles.button, styles[variant], styles[size], icon ? styles.icon : '', block ? styles.block : '', className ?? ''].filter(Boolean).join(' ');
}

/** The kit's one button: every pill and round icon button of the site, as a <button>, an internal link or an external link. */
export function Button(props: ButtonProps) {
  const { variant, size, icon, block, className, children, ...rest } = props;
  const look = buttonClass({ variant, size, icon, block, className });
  if ('to' in rest && rest.to !== undefined) {
    const { to, ...link } = rest;
    return (
      <Link className={look} to={to} {...link}>
        {children}
      </Link>
    );
  }
  if ('href' in rest && rest.href !== undefined) {
    return (
      <a className={look} target="_blank" rel="noopener noreferrer" {...(rest as AnchorHTMLAttributes<HTMLAnchorElement>)}>
        {children}
      </a>
    );
  }
  const { type = 'button', ...button } = rest as ButtonHTMLAttributes<HTMLButtonElement>;
  return (
    <button className={look} type={type} {...button}>
      {children}
    </button>
  );
}
