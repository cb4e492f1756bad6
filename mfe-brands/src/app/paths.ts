import type { PathTable } from '@bbg/contract';

/** This section's pages, as its route table writes them: its routes and its own links are typed by this table. */
export const paths = {
  qrLink: '/qr-link',
  brands: '/brands',
  spj: '/spj',
  nextHolidays: '/next-holidays',
  blueberryTravels: '/blueberry-travels',
  friendsTravel: '/friends-travel',
  yashikaFashion: '/Yashika-fashion',
  mgt: '/mgt',
  businessOverview: '/business-overview',
  travel: '/travel',
  electronics: '/electronics',
  fashion: '/fashion',
  generalTrading: '/general-trading',
  dmc: '/dmc',
  gsa: '/gsa',
  logistics: '/logistics',
  it: '/it',
} as const satisfies PathTable;

// Adds this section's pages to the site's path table, which types every link between sections.
declare module '@bbg/contract' {
  interface SitePaths {
    readonly brands: typeof paths;
  }
}
