import { socialLinks } from '@bbg/contract';
import { offices } from './footer';

/** schema.org Organization for the home page's head: who BBG is, where its head offices are, its profiles. */
export function organizationJsonLd(siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'BBG',
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    sameAs: [socialLinks.instagram, socialLinks.facebook, socialLinks.linkedin],
    address: offices.map((office) => ({
      '@type': 'PostalAddress',
      streetAddress: office.address,
      addressLocality: office.city,
      addressCountry: office.country,
    })),
  };
}
