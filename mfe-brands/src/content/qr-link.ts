import { fill, INTL_LOCALES, type ExternalHref, type Locale } from '@bbg/contract';
import { brandsInCategory, type BrandCategory, type BrandCategoryId } from './brand-directory';

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

interface QrLinkCopy {
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

/** A count of brands in words, one form for each plural category (`{count}`: the number, in Latin digits). */
export type BrandCountLabel = Readonly<Record<Intl.LDMLPluralRule, string>>;

/** A locale's words of /qr-link (`src/content/<locale>/qr-link.json`); its categories are the brand directory's. */
export interface QrLinkCatalogue {
  readonly qrLinkCopy: QrLinkCopy;
  readonly brandCountLabel: BrandCountLabel;
}

/** At this width and below only the hovered category's popup shows. */
export const QR_NARROW_MAX_WIDTH = 200;

/** A count of brands in `locale`'s words ("4 brands"), in the form its plural rules choose for the number. */
export function brandCounter(label: BrandCountLabel, locale: Locale): (count: number) => string {
  const rules = new Intl.PluralRules(INTL_LOCALES[locale]);
  return (count) => fill(label[rules.select(count)], { count });
}

/** Where a category's popup sits beside the diagram. */
const place = (id: BrandCategoryId, side: 'left' | 'right', row: number, span: 1 | 2 = 1): Pick<QrCategory, 'id' | 'popup'> => ({ id, popup: { side, row, span } });

/**
 * The /qr-link categories: Travels (4), IT (2), Fashion, General Trading, GSA, Electronics, Logistics (1 each), in this
 * order clockwise round the diagram; each popup sits on the side of its zone, the top one first.
 */
const qrPlaces = [
  place('travels', 'right', 1, 2),
  place('it', 'right', 3),
  place('fashion', 'right', 4),
  place('general-trading', 'left', 4),
  place('gsa', 'left', 3),
  place('electronics', 'left', 2),
  place('logistics', 'left', 1),
];

/** The diagram's categories, named in the language of `categories` (the directory's), each with its brands. */
export const qrCategories = (categories: readonly BrandCategory[]): readonly QrCategory[] =>
  qrPlaces.flatMap(({ id, popup }) => {
    const category = categories.find((named) => named.id === id);
    return category ? [{ id, name: category.name, popup, brands: brandsInCategory(id).map((brand) => ({ id: brand.id, name: brand.name, href: brand.site })) }] : [];
  });
