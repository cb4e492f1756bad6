import type { Translation } from '@bbg/contract';
import type * as en from '../navigation';

export const aboutMenu = {
  title: 'من نحن',
  href: '/about-us',
  children: [
    // "The BBG" opens the leadership page, a route of its own so the menu has no dead link.
    { title: 'مجموعة BBG', href: '/our-leadership' },
    { title: 'القيم والرسالة', href: '/values-mission' },
    { title: 'طموحنا', href: '/our-ambition' },
    { title: 'العلامات التجارية', href: '/brands' },
    { title: 'ابتكاراتنا', href: '/our-innovation' },
    { title: 'العملاء', href: '/clients' },
    { title: 'لمحة عن BBG', href: '/bbg-overview' },
    { title: 'الشركاء', href: '/partners' },
  ],
} as const satisfies Translation<typeof en.aboutMenu>;

const businessMenu = {
  title: 'الأعمال',
  children: [
    { title: 'نظرة عامة على الأعمال', href: '/business-overview', icon: 'layout-grid' },
    { title: 'علاماتنا التجارية', href: '/brands', icon: 'tags' },
    { title: 'السفر', href: '/travel', icon: 'plane' },
    { title: 'الأزياء', href: '/fashion', icon: 'shirt' },
    { title: 'تقنية المعلومات', href: '/it', icon: 'code' },
    { title: 'الإلكترونيات', href: '/electronics', icon: 'cpu' },
    { title: 'التجارة العامة', href: '/general-trading', icon: 'package' },
    { title: 'الخدمات اللوجستية', href: '/logistics', icon: 'truck' },
    { title: 'GSA', href: '/gsa', icon: 'handshake' },
  ],
} as const satisfies Translation<(typeof en.menuGroups)[1]>;

export const menuGroups = [aboutMenu, businessMenu] as const satisfies Translation<typeof en.menuGroups>;

export const mediaCenterLink = { title: 'المركز الإعلامي', href: '/media-center' } as const satisfies Translation<typeof en.mediaCenterLink>;
export const worldWideLink = { title: 'حول العالم', href: '/world-wide' } as const satisfies Translation<typeof en.worldWideLink>;
export const contactLink = { title: 'تواصل معنا', href: '/contact-us' } as const satisfies Translation<typeof en.contactLink>;
export const CAREERS_TITLE = 'الوظائف' satisfies Translation<typeof en.CAREERS_TITLE>;
