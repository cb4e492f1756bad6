import { useEffect, type ReactNode } from 'react';

export const SITE_NAME = 'BBG';
export const SITE_DESCRIPTION =
  'BBG: travel, electronics, fashion, general trading, IT, logistics and GSA businesses across the Middle East, Africa and Asia.';

export const documentTitle = (title: string): string => (title === SITE_NAME ? title : `${title} | ${SITE_NAME}`);

interface PageMetaProps {
  readonly title: string;
  readonly description?: string;
  readonly children: ReactNode;
}

/** Sets the document title and meta description for the page it wraps. */
export function PageMeta({ title, description = SITE_DESCRIPTION, children }: PageMetaProps) {
  useEffect(() => {
    document.title = documentTitle(title);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
  return children;
}
