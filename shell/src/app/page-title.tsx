import { useEffect, type ReactNode } from 'react';

export const SITE_NAME = 'BBG';

export const documentTitle = (title: string): string => (title === SITE_NAME ? title : `${title} | ${SITE_NAME}`);

/** Sets the document title for the page it wraps. */
export function PageTitle({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return children;
}
