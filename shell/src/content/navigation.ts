import type { InternalHref } from '@bbg/contract';

/** Menu item: title, optional link text, href, optional children. */
export interface MenuLink {
  readonly title: string;
  readonly href: InternalHref;
  /** The icon beside it in the desktop Business menu (drawn by the menu, which brings the icon library). */
  readonly icon?: MenuIcon;
}

export type MenuIcon = 'layout-grid' | 'tags' | 'plane' | 'shirt' | 'code' | 'cpu' | 'package' | 'truck' | 'handshake';

export interface MenuGroup {
  readonly title: string;
  /** Where the group's own title leads, when it has a page of its own. */
  readonly href?: InternalHref;
  readonly children: readonly MenuLink[];
}

export const aboutMenu = {
  title: 'About Us',
  href: '/about-us',
  children: [
    // "The BBG" opens the leadership page, a route of its own so the menu has no dead link.
    { title: 'The BBG', href: '/our-leadership' },
    { title: 'Values & Mission', href: '/values-mission' },
    { title: 'Our Ambition', href: '/our-ambition' },
    { title: 'Brands', href: '/brands' },
    { title: 'Our Innovation', href: '/our-innovation' },
    { title: 'Clients', href: '/clients' },
    { title: 'BBG Overview', href: '/bbg-overview' },
    { title: 'Partners', href: '/partners' },
  ],
} as const satisfies MenuGroup;

const businessMenu = {
  title: 'Business',
  children: [
    { title: 'Business Overview', href: '/business-overview', icon: 'layout-grid' },
    { title: 'Our Brands', href: '/brands', icon: 'tags' },
    { title: 'Travel', href: '/travel', icon: 'plane' },
    { title: 'Fashion', href: '/fashion', icon: 'shirt' },
    { title: 'IT', href: '/it', icon: 'code' },
    { title: 'Electronics', href: '/electronics', icon: 'cpu' },
    { title: 'General Trading', href: '/general-trading', icon: 'package' },
    { title: 'Logistics', href: '/logistics', icon: 'truck' },
    { title: 'GSA', href: '/gsa', icon: 'handshake' },
  ],
} as const satisfies MenuGroup;

export const menuGroups = [aboutMenu, businessMenu] as const satisfies readonly MenuGroup[];

export const mediaCenterLink = { title: 'Media Center', href: '/media-center' } as const satisfies MenuLink;
export const worldWideLink = { title: 'World Wide', href: '/world-wide' } as const satisfies MenuLink;
export const contactLink = { title: 'Contact Us', href: '/contact-us' } as const satisfies MenuLink;
export const CAREERS_TITLE = 'Careers';
