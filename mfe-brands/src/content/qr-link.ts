import { brandSites } from '@bbg/shared/config/external-links';

/** One brand of the group diagram on /qr-link. */
export interface QrBrand {
  readonly id: string;
  readonly name: string;
  /** The brand's external site (from the site's one table of external URLs); null for the brand with an empty link. */
  readonly href: string | null;
}

/** One business category of the group and its brands. */
export interface QrCategory {
  readonly id: string;
  readonly name: string;
  readonly brands: readonly QrBrand[];
}

export interface QrLinkCopy {
  readonly wordmark: string;
  /** Accessible name of the wordmark link; it starts with the visible wordmark. */
  readonly homeLabel: string;
  readonly title: string;
  readonly intro: string;
  readonly newTabNote: string;
}

export const qrLinkCopy = {
  wordmark: 'BBG',
  homeLabel: 'BBG home',
  title: 'Our Brands',
  intro: 'Seven businesses, one group across the Middle East, Africa and Asia. Choose a brand to visit its website.',
  newTabNote: '(opens in a new tab)',
} as const satisfies QrLinkCopy;

export const brandCountLabel = (count: number): string => (count === 1 ? '1 brand' : `${count} brands`);

/** Spec "/qr-link": Travels (4), IT (2), Fashion, General Trading, GSA, Electronics, Logistics (1 each). */
export const qrCategories = [
  {
    id: 'travels',
    name: 'Travels',
    brands: [
      { id: 'blueberry-travel', name: 'Blueberry Travel', href: brandSites.blueberryTravel },
      { id: 'dmc', name: 'DMC', href: brandSites.dmc },
      { id: 'next-holidays', name: 'Next Holidays', href: brandSites.nextHolidays },
      { id: 'a2z-travels', name: 'A2Z Travels', href: null },
    ],
  },
  {
    id: 'it',
    name: 'IT',
    brands: [
      { id: 'techbinary', name: 'TechBinary', href: brandSites.techBinary },
      { id: 'bottom-funnel', name: 'Bottom Funnel', href: brandSites.bottomFunnel },
    ],
  },
  { id: 'fashion', name: 'Fashion', brands: [{ id: 'yashika-fashion', name: 'Yashika Fashion', href: brandSites.fashion }] },
  { id: 'general-trading', name: 'General Trading', brands: [{ id: 'mgt', name: 'MGT', href: brandSites.mgt }] },
  { id: 'gsa', name: 'GSA', brands: [{ id: 'friends-travel', name: 'Friends Travel & Tourism', href: brandSites.friendsTravel }] },
  { id: 'electronics', name: 'Electronics', brands: [{ id: 'spj', name: 'SPJ', href: brandSites.spj }] },
  { id: 'logistics', name: 'Logistics', brands: [{ id: 'mgt', name: 'MGT', href: brandSites.mgt }] },
] as const satisfies readonly QrCategory[];
