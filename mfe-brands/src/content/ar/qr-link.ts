import type { Translation } from '@bbg/contract';
import type * as en from '../qr-link';
import { brandsInCategory, type BrandCategoryId } from '../brand-directory';

export const qrLinkCopy = {
  wordmark: 'BBG',
  homeLabel: 'BBG، الصفحة الرئيسية',
  title: 'علاماتنا التجارية',
  intro: 'سبعة قطاعات أعمال ومجموعة واحدة في الشرق الأوسط وأفريقيا وآسيا. اختر علامة تجارية لزيارة موقعها الإلكتروني.',
  newTabNote: '(يفتح في علامة تبويب جديدة)',
  diagramLabel: 'مجموعة BBG حسب الفئة',
  countSeparator: '، ',
} as const satisfies Translation<typeof en.qrLinkCopy>;

/** A count of brands in Arabic: the dual for 2, the plural from 3 to 10, the singular otherwise (numbers in Latin digits). */
export const brandCountLabel = ((count: number): string => {
  if (count === 1) return 'علامة تجارية واحدة';
  if (count === 2) return 'علامتان تجاريتان';
  const lastTwo = count % 100;
  return lastTwo >= 3 && lastTwo <= 10 ? `${count} علامات تجارية` : `${count} علامة تجارية`;
}) satisfies Translation<typeof en.brandCountLabel>;

const category = (id: BrandCategoryId, name: string, side: 'left' | 'right', row: number, span: 1 | 2 = 1): en.QrCategory => ({
  id,
  name,
  popup: { side, row, span },
  brands: brandsInCategory(id).map((brand) => ({ id: brand.id, name: brand.name, href: brand.site })),
});

/** The /qr-link categories in Arabic, in the English order clockwise round the diagram. */
export const qrCategories = [
  category('travels', 'السفر', 'right', 1, 2),
  category('it', 'تقنية المعلومات', 'right', 3),
  category('fashion', 'الأزياء', 'right', 4),
  category('general-trading', 'التجارة العامة', 'left', 4),
  category('gsa', 'وكالة المبيعات', 'left', 3),
  category('electronics', 'الإلكترونيات', 'left', 2),
  category('logistics', 'الخدمات اللوجستية', 'left', 1),
] as const satisfies Translation<typeof en.qrCategories>;
