import { useEffect, type ReactNode } from 'react';
import type { PageHead } from '@bbg/contract';
import { useLocation } from '@bbg/router';
import { useLocale, useRuntimeConfig } from '@bbg/platform';
import { useShellCopy } from '../content/shell-copy';
import { shellReviewed } from '../content/shell-reviewed';
import { pageHead, type OwnedRoute } from './page-head';

/**
 * Puts a page's head into the live document: its title and description, and its canonical URL where the document
 * names one (a pre-rendered page's head does; app.html's does not). Link previews and structured data are read from
 * the served document only, so they are left as served.
 */
function applyHead(head: PageHead): void {
  document.title = head.title;
  let description = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!description) {
    description = document.createElement('meta');
    description.name = 'description';
    document.head.append(description);
  }
  description.content = head.description;
  if (!head.link) return;
  document.querySelector('link[rel="canonical"]')?.setAttribute('href', head.link.url);
  document.querySelector('meta[property="og:url"]')?.setAttribute('content', head.link.url);
}

interface PageMetaProps {
  /** The remote route the page serves; absent on the home page. */
  readonly owned?: OwnedRoute;
  readonly children: ReactNode;
}

/** Applies the head of the page it wraps (pageHead's, the one the pre-render writes) once the page is shown. */
export function PageMeta({ owned, children }: PageMetaProps) {
  const { siteUrl } = useRuntimeConfig();
  const locale = useLocale();
  const { description } = useShellCopy().site;
  const { pathname } = useLocation();
  useEffect(() => applyHead(pageHead({ siteUrl, locale, description, shellReviewed }, pathname, owned)), [siteUrl, locale, description, pathname, owned]);
  return children;
}
