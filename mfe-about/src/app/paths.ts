import type { PathTable } from '@bbg/contract';

/** This section's pages, as its route table writes them: its routes and its own links are typed by this table. */
export const paths = {
  partners: '/partners',
  ourInnovation: '/our-innovation',
  aboutUs: '/about-us',
  bbgOverview: '/bbg-overview',
  visionValues: '/vision-values',
  ourAmbition: '/our-ambition',
  ourLeadership: '/our-leadership',
  clients: '/clients',
  valuesMission: '/values-mission',
  sustainability: '/sustainability',
} as const satisfies PathTable;

// Adds this section's pages to the site's path table, which types every link between sections.
declare module '@bbg/contract' {
  interface SitePaths {
    readonly about: typeof paths;
  }
}
