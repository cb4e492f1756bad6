import type { PathTable } from '@bbg/contract';

/** This section's pages, as its route table writes them: its routes and its own links are typed by this table. */
export const paths = {
  privacyPolicy: '/privacy-policy',
  terms: '/t&c',
} as const satisfies PathTable;

// Adds this section's pages to the site's path table, which types every link between sections.
declare module '@bbg/contract' {
  interface SitePaths {
    readonly legal: typeof paths;
  }
}
