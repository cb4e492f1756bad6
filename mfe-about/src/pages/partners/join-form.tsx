import { PartnerEnquiryForm } from '../../components/partner-enquiry/partner-enquiry-form';
import type { PartnerEnquiryWords } from '../../content/partners-enquiry';

/** The partner form with its copy and choices, in the page's language: its own chunk, fetched when Join Us is first pressed. */
export function JoinForm({ words }: { readonly words: PartnerEnquiryWords }) {
  return (
    <PartnerEnquiryForm
      copy={words.partnerFormCopy}
      messages={words.partnerFormMessages}
      countries={words.countryChoices}
      businessTypes={words.businessTypeChoices}
      yearsInBusiness={words.yearsInBusinessChoices}
    />
  );
}
