import type { ExternalHref } from './paths';

/**
 * Every external URL of the site, in one place, so the real values drop in without touching components.
 * Run-time settings (API base, company profile PDF, careers) live in /config.json instead.
 */
export const socialLinks = {
  instagram: 'https://www.instagram.com/bbgroup.official',
  facebook: 'https://www.facebook.com/bbgroup.official',
  linkedin: 'https://www.linkedin.com/company/bbgroup-official',
} as const satisfies Record<string, ExternalHref>;

/** Share targets: Facebook sharer, Twitter intent, LinkedIn share-offsite, Instagram. */
export const shareTargets = {
  facebook: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  twitter: (url: string, text: string) =>
    `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
  linkedin: (url: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
  instagramProfile: socialLinks.instagram,
  instagramShare: (url: string, caption: string) =>
    `https://www.instagram.com/?url=${encodeURIComponent(url)}&caption=${encodeURIComponent(caption)}`,
} as const;

/** Brand sites: where an information page's brand logo links (docs/behaviour.md#content-by-id). */
export const brandSites = {
  spj: 'https://www.spjelectronics.example',
  nextHolidays: 'https://www.nextholidays.example',
  blueberryTravel: 'https://www.blueberrytravel.example',
  mgt: 'https://www.mgtrading.example',
  friendsTravel: 'https://www.friendstravel.example',
  /** Fashion and Yashika Fashion share one short link. */
  fashion: 'https://www.yashikafashion.example',
  dmc: 'https://www.blueberrydmc.example',
  techBinary: 'https://www.techbinary.example',
  bottomFunnel: 'https://www.bottomfunnel.example',
} as const satisfies Record<string, ExternalHref>;
