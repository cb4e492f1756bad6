import type { CopyLoaders, PageProps } from '@bbg/contract';
import { useReportPageLoaded } from '@bbg/platform';
import { copyCatalogues } from '@bbg/runtime';
import type { ContactFormWords } from '../../content/contact-form';
import { INITIAL_POINTER_ID, officeDetails, withDetails, type OfficeCountry } from '../../content/contact-offices';
import { contactSocialLinks, type OfficesCopy } from '../../content/contact-page';
import type { PhoneCountryNames } from '../../content/phone-countries';
import { mapPointers } from '../../content/office-map.generated';
import { ContactSection } from './contact-section';
import { OfficesSection } from './offices-section';

/** What /contact-us says, in whichever language: English's shapes, every language's words. */
interface ContactUsCopy {
  readonly form: ContactFormWords;
  readonly page: { readonly officesCopy: OfficesCopy };
  readonly offices: { readonly contactOffices: readonly OfficeCountry[] };
  readonly countries: { readonly phoneCountryNames: PhoneCountryNames };
}

/** The page's words in each locale, each a chunk of its own. */
export const copy = {
  en: copyCatalogues<ContactUsCopy>({
    form: () => import('../../content/en/contact-form.json'),
    page: () => import('../../content/en/contact-page.json'),
    offices: () => import('../../content/en/contact-offices.json'),
    countries: () => import('../../content/en/phone-countries.json'),
  }),
  fr: copyCatalogues<ContactUsCopy>({
    form: () => import('../../content/fr/contact-form.json'),
    page: () => import('../../content/fr/contact-page.json'),
    offices: () => import('../../content/fr/contact-offices.json'),
    countries: () => import('../../content/fr/phone-countries.json'),
  }),
  ar: copyCatalogues<ContactUsCopy>({
    form: () => import('../../content/ar/contact-form.json'),
    page: () => import('../../content/ar/contact-page.json'),
    offices: () => import('../../content/ar/contact-offices.json'),
    countries: () => import('../../content/ar/phone-countries.json'),
  }),
} satisfies CopyLoaders<ContactUsCopy>;

/**
 * /contact-us: the 'Stay in Touch' form with the social links, then the map of offices. Nothing to wait for. The
 * networks' names, the offices' flags, addresses and phone numbers are the same in every language.
 */
export function Page({ copy: { form, page, offices, countries } }: PageProps<ContactUsCopy>) {
  useReportPageLoaded();
  return (
    <>
      <ContactSection copy={form} countryNames={countries.phoneCountryNames} social={contactSocialLinks} />
      <OfficesSection
        copy={page.officesCopy}
        offices={withDetails(offices.contactOffices, officeDetails)}
        positions={mapPointers}
        initialId={INITIAL_POINTER_ID}
      />
    </>
  );
}
