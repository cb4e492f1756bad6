import type { Translation } from '@bbg/contract';
import type * as en from '../site';

/** The site's own words: its description, the home page's and that of any page without its own. */
export const description =
  'BBG: أعمال في السفر والإلكترونيات والأزياء والتجارة العامة وتقنية المعلومات والخدمات اللوجستية ووكالات المبيعات العامة عبر الشرق الأوسط وأفريقيا وآسيا.' satisfies Translation<typeof en.description>;
