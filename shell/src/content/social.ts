import { socialLinks } from '@bbg/contract';

/** The group's profiles, by the networks' own names. */
export const footerSocial = [
  { name: 'Instagram', href: socialLinks.instagram },
  { name: 'Facebook', href: socialLinks.facebook },
  { name: 'LinkedIn', href: socialLinks.linkedin },
] as const;
