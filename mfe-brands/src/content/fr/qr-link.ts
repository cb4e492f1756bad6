import type { Translation } from '@bbg/contract';
import type * as en from '../qr-link';
import { brandDirectory, type BrandCategoryId } from '../brand-directory';

export const qrLinkCopy = {
  wordmark: 'BBG',
  homeLabel: 'BBG, page d’accueil',
  title: 'Nos marques',
  intro: 'Sept métiers, un seul groupe au Moyen-Orient, en Afrique et en Asie. Choisissez une marque pour visiter son site.',
  newTabNote: '(s’ouvre dans un nouvel onglet)',
  diagramLabel: 'Le groupe BBG par catégorie',
  countSeparator: ', ',
} as const satisfies Translation<typeof en.qrLinkCopy>;

export const brandCountLabel = ((count: number): string => (count === 1 ? '1 marque' : `${count} marques`)) satisfies Translation<typeof en.brandCountLabel>;

/** A category of the diagram, with its brands from the directory (by their own names, with their sites). */
const category = (id: BrandCategoryId, name: string, side: 'left' | 'right', row: number, span: 1 | 2 = 1): en.QrCategory => ({
  id,
  name,
  popup: { side, row, span },
  brands: brandDirectory
    .filter((brand) => (brand.categories as readonly BrandCategoryId[]).includes(id))
    .map((brand) => ({ id: brand.id, name: brand.name, href: brand.site })),
});

/** The /qr-link categories in French, in the English order clockwise round the diagram. */
export const qrCategories = [
  category('travels', 'Voyages', 'right', 1, 2),
  category('it', 'Informatique', 'right', 3),
  category('fashion', 'Mode', 'right', 4),
  category('general-trading', 'Négoce général', 'left', 4),
  category('gsa', 'GSA', 'left', 3),
  category('electronics', 'Électronique', 'left', 2),
  category('logistics', 'Logistique', 'left', 1),
] as const satisfies Translation<typeof en.qrCategories>;
