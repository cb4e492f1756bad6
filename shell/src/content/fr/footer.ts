import type { Translation } from '@bbg/contract';
import type * as en from '../footer';

export const footerLinks = [
  { title: 'Partenaires', href: '/partners' },
  { title: 'Marques', href: '/brands' },
  { title: 'À propos', href: '/about-us' },
  { title: 'Contactez-nous', href: '/contact-us' },
] as const satisfies Translation<typeof en.footerLinks>;

export const offices = [
  { city: 'Dubaï', country: 'EAU', address: 'Bureau 1203, Al Attar Business Tower, Sheikh Zayed Road, Dubaï, EAU', phone: '+971 4 123 4567' },
  { city: 'Jaipur', country: 'Inde', address: '4e étage, Corporate Park, Tonk Road, Jaipur, Rajasthan 302018, Inde', phone: '+91 141 400 5000' },
] as const satisfies Translation<typeof en.offices>;

export const COPYRIGHT = '© 2025 BBG. Tous droits réservés.' satisfies Translation<typeof en.COPYRIGHT>;

export const legalLinks = [
  { title: 'Politique de confidentialité', href: '/privacy-policy' },
  { title: 'Conditions générales', href: '/t&c' },
] as const satisfies Translation<typeof en.legalLinks>;
