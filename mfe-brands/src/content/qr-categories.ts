export interface QrBrand {
  readonly name: string;
  /** The brand's external site; null where the brand has no site to open (spec: one empty link). */
  readonly href: string | null;
}

export interface QrCategory {
  readonly name: string;
  readonly brands: readonly QrBrand[];
}

/** The group diagram of /qr-link: seven categories and their brands. */
export const qrCategories = [
  {
    name: 'Travels',
    brands: [
      { name: 'Blueberry Travel', href: 'https://www.blueberrytravel.example' },
      { name: 'DMC', href: 'https://www.blueberrydmc.example' },
      { name: 'Next Holidays', href: 'https://www.nextholidays.example' },
      { name: 'A2Z Travels', href: null },
    ],
  },
  {
    name: 'IT',
    brands: [
      { name: 'TechBinary', href: 'https://www.techbinary.example' },
      { name: 'Bottom Funnel', href: 'https://www.bottomfunnel.example' },
    ],
  },
  { name: 'Fashion', brands: [{ name: 'Yashika Fashion', href: 'https://www.yashikafashion.example' }] },
  { name: 'General Trading', brands: [{ name: 'MGT', href: 'https://www.mgt.example' }] },
  { name: 'GSA', brands: [{ name: 'Friends Travel & Tourism', href: 'https://www.friendstravel.example' }] },
  { name: 'Electronics', brands: [{ name: 'SPJ', href: 'https://www.spj.example' }] },
  { name: 'Logistics', brands: [{ name: 'MGT', href: 'https://www.mgt.example' }] },
] as const satisfies readonly QrCategory[];
