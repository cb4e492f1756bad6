import type { Translation } from '@bbg/contract';
import type * as en from '../navigation';

export const aboutMenu = {
  title: 'À propos',
  href: '/about-us',
  children: [
    // "The BBG" opens the leadership page, a route of its own so the menu has no dead link.
    { title: 'Le groupe BBG', href: '/our-leadership' },
    { title: 'Valeurs et mission', href: '/values-mission' },
    { title: 'Notre ambition', href: '/our-ambition' },
    { title: 'Marques', href: '/brands' },
    { title: 'Notre innovation', href: '/our-innovation' },
    { title: 'Clients', href: '/clients' },
    { title: 'BBG en bref', href: '/bbg-overview' },
    { title: 'Partenaires', href: '/partners' },
  ],
} as const satisfies Translation<typeof en.aboutMenu>;

const businessMenu = {
  title: 'Activités',
  children: [
    { title: 'Vue d’ensemble', href: '/business-overview', icon: 'layout-grid' },
    { title: 'Nos marques', href: '/brands', icon: 'tags' },
    { title: 'Voyage', href: '/travel', icon: 'plane' },
    { title: 'Mode', href: '/fashion', icon: 'shirt' },
    { title: 'Informatique', href: '/it', icon: 'code' },
    { title: 'Électronique', href: '/electronics', icon: 'cpu' },
    { title: 'Négoce général', href: '/general-trading', icon: 'package' },
    { title: 'Logistique', href: '/logistics', icon: 'truck' },
    { title: 'GSA', href: '/gsa', icon: 'handshake' },
  ],
} as const satisfies Translation<(typeof en.menuGroups)[1]>;

export const menuGroups = [aboutMenu, businessMenu] as const satisfies Translation<typeof en.menuGroups>;

export const mediaCenterLink = { title: 'Espace médias', href: '/media-center' } as const satisfies Translation<typeof en.mediaCenterLink>;
export const worldWideLink = { title: 'Dans le monde', href: '/world-wide' } as const satisfies Translation<typeof en.worldWideLink>;
export const contactLink = { title: 'Contactez-nous', href: '/contact-us' } as const satisfies Translation<typeof en.contactLink>;
export const CAREERS_TITLE = 'Carrières' satisfies Translation<typeof en.CAREERS_TITLE>;
