import type { PathTable } from '@bbg/contract';

/** This section's pages, as its route table writes them: its routes and its own links are typed by this table. */
export const paths = {
  mediaCenter: '/media-center',
  mediaCenterInner1: '/media-center-inner1',
  mediaCenterInner2: '/media-center-inner2',
  mediaCenterInner3: '/media-center-inner3',
  mediaCenterInner4: '/media-center-inner4',
  mediaCenterInner5: '/media-center-inner5',
  mediaDay: '/media-day',
  newsEventsInner: '/news-events-inner',
  newsletter: '/newsletter/:id',
} as const satisfies PathTable;

// Adds this section's pages to the site's path table, which types every link between sections.
declare module '@bbg/contract' {
  interface SitePaths {
    readonly media: typeof paths;
  }
}
