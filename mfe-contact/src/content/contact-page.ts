import { socialLinks, type ExternalHref } from '@bbg/contract';

/** Copy of /contact-us around the form and the map (each language's words in `<locale>/contact-page.json`). */
export type SocialNetwork = keyof typeof socialLinks;

export interface SocialLink {
  readonly network: SocialNetwork;
  readonly name: string;
  readonly href: ExternalHref;
}

export interface OfficesCopy {
  readonly sectionId: string;
  readonly eyebrow: string;
  readonly title: string;
  readonly intro: string;
  readonly mapAlt: string;
}

/** The group's profiles, by the networks' own names. */
export const contactSocialLinks = [
  { network: 'instagram', name: 'Instagram', href: socialLinks.instagram },
  { network: 'facebook', name: 'Facebook', href: socialLinks.facebook },
  { network: 'linkedin', name: 'LinkedIn', href: socialLinks.linkedin },
] as const satisfies readonly SocialLink[];
