import type { ExternalHref } from '@bbg/contract';
import { brandsInCategory, type BrandCategoryId } from './brand-directory';

/** One brand of the group diagram on /qr-link. */
export interface QrBrand {
  readonly id: string;
  readonly name: string;
  /** The brand's external site (from the site's one table of external URLs); null for the brand with an empty link. */
  readonly href: ExternalHref | null;
}

/** QR category: its logos list and where its popup sits beside the diagram. */
export interface QrCategory {
  readonly id: BrandCategoryId;
  readonly name: string;
  readonly brands: readonly QrBrand[];
  /** Beside the diagram on wide screens: its side, its first grid row (1 to 6) and how many rows it spans (1 or 2). */
  readonly popup: { readonly side: 'left' | 'right'; readonly row: number; readonly span: 1 | 2 };
}

export interface QrLinkCopy {
  readonly wordmark: string;
  /** Accessible name of the wordmark link; it starts with the visible wordmark. */
  readonly homeLabel: string;
  readonly title: string;
  readonly intro: string;
  readonly newTabNote: string;
  readonly diagramLabel: string;
  /** Between a zone's category name and its brand count, for screen readers ("Travels, 4 brands"). */
  readonly countSeparator: string;
}

export const qrLinkCopy = {
  wordmark: 'BBG',
  homeLabel: 'BBG home',
  title: 'Our Brands',
  intro: 'Seven businesses, one group across the Middle East, Africa and Asia. Choose a brand to visit its website.',
  newTabNote: '(opens in a new tab)',
  diagramLabel: 'The BBG group by category',
  countSeparator: ', ',
} as const satisfies QrLinkCopy;

/** At this width and below only the hovered category's popup shows. */
export const QR_NARROW_MAX_WIDTH = 200;

export const brandCountLabel = (count: number): string => (count === 1 ? '1 brand' : `${count} brands`);

const category = (id: BrandCategoryId, name: string, side: 'left' | 'right', row: number, span: 1 | 2 = 1): QrCategory => ({
  id,
  name,
  popup: { side, row, span },
  brands: brandsInCategory(id).map((brand) => ({ id: brand.id, name: brand.name, href: brand.site })),
});

/**
 * The /qr-link categories: Travels (4), IT (2), Fashion, General Trading, GSA, Electronics, Logistics (1 each), in this
 * order clockwise round the diagram; each popup sits on the side of its zone, the top one first.
 */
export const qrCategories: readonly QrCategory[] = [
  category('travels', 'Travels', 'right', 1, 2),
  category('it', 'IT', 'right', 3),
  category('fashion', 'Fashion', 'right', 4),
  category('general-trading', 'General Trading', 'left', 4),
  category('gsa', 'GSA', 'left', 3),
  category('electronics', 'Electronics', 'left', 2),
  category('logistics', 'Logistics', 'left', 1),
];
