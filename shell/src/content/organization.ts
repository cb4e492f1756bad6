import { socialLinks } from '@bbg/contract';
import type { Office } from './footer';

/**
 * schema.org Organization for the home page's head, in the document's language: who BBG is, where its head offices
 * are (the footer's, in that language), its profiles. Written by the pre-render only: browsers read it from the
 * served document. Its own strings are schema.org's terms, the same in every language.
 */
export function organizationJsonLd(siteUrl: string, offices: readonly Office[], inLanguage: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'BBG',
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    inLanguage,
    sameAs: [socialLinks.instagram, socialLinks.facebook, socialLinks.linkedin],
    address: offices.map((office) => ({
      '@type': 'PostalAddress',
      streetAddress: office.address,
      addressLocality: office.city,
      addressCountry: office.country,
    })),
  };
}
