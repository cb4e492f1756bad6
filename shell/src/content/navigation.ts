import type { InternalHref } from '@bbg/contract';

/** Menu item: title, optional link text, href, optional children. */
interface MenuLink {
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

/**
 * The header's menus and links, `<locale>/navigation.json`: About Us (whose "The BBG" opens the leadership page, a
 * route of its own so the menu has no dead link) and Business, then Media Center, World Wide and Contact Us.
 */
export interface NavigationCatalogue {
  readonly menuGroups: readonly [about: MenuGroup, business: MenuGroup];
  readonly mediaCenterLink: MenuLink;
  readonly worldWideLink: MenuLink;
  readonly contactLink: MenuLink;
  readonly CAREERS_TITLE: string;
}
