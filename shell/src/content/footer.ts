import { socialLinks, type InternalHref } from '@bbg/contract';

export interface Office {
  readonly city: string;
  readonly country: string;
  readonly address: string;
  readonly phone: string;
}

export const footerLinks = [
  { title: 'Partners', href: '/partners' },
  { title: 'Brands', href: '/brands' },
  { title: 'About Us', href: '/about-us' },
  { title: 'Contact Us', href: '/contact-us' },
] as const satisfies readonly { readonly title: string; readonly href: InternalHref }[];

export const offices = [
  { city: 'Dubai', country: 'UAE', address: 'Office 1203, Al Attar Business Tower, Sheikh Zayed Road, Dubai, UAE', phone: '+971 4 123 4567' },
  { city: 'Jaipur', country: 'India', address: '4th Floor, Corporate Park, Tonk Road, Jaipur, Rajasthan 302018, India', phone: '+91 141 400 5000' },
] as const satisfies readonly Office[];

export const footerSocial = [
  { name: 'Instagram', href: socialLinks.instagram },
  { name: 'Facebook', href: socialLinks.facebook },
  { name: 'LinkedIn', href: socialLinks.linkedin },
] as const;

export const COPYRIGHT = '© 2025 BBG. All rights reserved.';

export const legalLinks = [
  { title: 'Privacy Policy', href: '/privacy-policy' },
  { title: 'Terms & Conditions', href: '/t&c' },
] as const satisfies readonly { readonly title: string; readonly href: InternalHref }[];

/** tel: link for a printed phone number. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A phone number as printed: non-breaking spaces, so it never wraps across two lines. */
export const phoneText = (phone: string): string => phone.replace(/ /g, '\u00a0');
