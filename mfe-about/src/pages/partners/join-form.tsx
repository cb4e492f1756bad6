import { PartnerEnquiryForm } from '../../components/partner-enquiry/partner-enquiry-form';
import { businessTypeChoices, countryChoices, partnerFormCopy, yearsInBusinessChoices } from '../../content/partners-enquiry';

/** The partner form with its copy and choices: its own chunk, fetched when Join Us is first pressed. */
export function JoinForm() {
  return (
    <PartnerEnquiryForm copy={partnerFormCopy} countries={countryChoices} businessTypes={businessTypeChoices} yearsInBusiness={yearsInBusinessChoices} />
  );
}
