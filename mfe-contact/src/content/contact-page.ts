import { socialLinks, type ExternalHref } from '@bbg/contract';

/** Copy of /contact-us around the form and the map. */
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

/** The group's profiles, by the networks' own names. @verbatim */
export const contactSocialLinks = [
  { network: 'instagram', name: 'Instagram', href: socialLinks.instagram },
  { network: 'facebook', name: 'Facebook', href: socialLinks.facebook },
  { network: 'linkedin', name: 'LinkedIn', href: socialLinks.linkedin },
] as const satisfies readonly SocialLink[];

export const officesCopy = {
  sectionId: 'offices',
  eyebrow: 'Our offices',
  title: 'Find us across Africa and Asia',
  intro: 'Choose a country to see its offices, their addresses and phone numbers.',
  mapAlt: 'Map of Africa, the Middle East and South Asia with the countries where BBG has offices highlighted',
} as const satisfies OfficesCopy;
