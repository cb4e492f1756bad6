import { useReportPageLoaded } from '@bbg/platform';
import { contactFormCopy } from '../../content/contact-form';
import { contactOffices, INITIAL_POINTER_ID } from '../../content/contact-offices';
import { contactSocialLinks, officesCopy } from '../../content/contact-page';
import { mapPointers } from '../../content/office-map.generated';
import { ContactSection } from './contact-section';
import { OfficesSection } from './offices-section';

/** /contact-us: the 'Stay in Touch' form with the social links, then the map of offices. Nothing to wait for. */
export function Page() {
  useReportPageLoaded();
  return (
    <>
      <ContactSection copy={contactFormCopy} social={contactSocialLinks} />
      <OfficesSection copy={officesCopy} offices={contactOffices} positions={mapPointers} initialId={INITIAL_POINTER_ID} />
    </>
  );
}
