/** Interim navigation until the full navbar lands (design-system issue). */
export interface NavLinkItem {
  readonly label: string;
  readonly to: string;
}

export const primaryLinks = [
  { label: 'About Us', to: '/about-us' },
  { label: 'Brands', to: '/brands' },
  { label: 'Media Center', to: '/media-center' },
  { label: 'World Wide', to: '/world-wide' },
  { label: 'Contact Us', to: '/contact-us' },
] as const satisfies readonly NavLinkItem[];

export const legalLinks = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms & Conditions', to: '/t&c' },
] as const satisfies readonly NavLinkItem[];
