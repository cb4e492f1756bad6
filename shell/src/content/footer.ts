import type { InternalHref } from '@bbg/contract';

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


export const COPYRIGHT = '© 2025 BBG. All rights reserved.';

export const legalLinks = [
  { title: 'Privacy Policy', href: '/privacy-policy' },
  { title: 'Terms & Conditions', href: '/t&c' },
] as const satisfies readonly { readonly title: string; readonly href: InternalHref }[];
