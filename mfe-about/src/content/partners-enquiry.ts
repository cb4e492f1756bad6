// The shapes of the partner form's words; its words in each language are `<locale>/partners-enquiry.json`. Every language
// sends English's value of a choice: English's country names (countries-list, ISO 3166), so an enquiry reads the same
// whatever the language of the page.

/** A choice of a select: the value sent and the text shown. */
export interface Choice {
  readonly value: string;
  readonly label: string;
}

/** Labels and hints of the partner form, passed to it as props. */
export interface PartnerFormCopy {
  readonly intro: string;
  readonly requiredNote: string;
  readonly fullName: string;
  readonly email: string;
  readonly phone: string;
  readonly phoneHint: string;
  readonly companyName: string;
  readonly companyWebsite: string;
  readonly country: string;
  readonly countryPlaceholder: string;
  readonly businessType: string;
  readonly businessTypePlaceholder: string;
  readonly yearsInBusiness: string;
  readonly yearsPlaceholder: string;
  readonly description: string;
  readonly agreeTerms: string;
  readonly optional: string;
}

/** What the partner form says as it is sent, word for word in English (docs/behaviour.md#partner-enquiry). */
export interface PartnerFormMessages {
  readonly success: string;
  readonly failure: string;
  /** Shown under the phone, which must hold 5 to 15 digits. */
  readonly phoneLength: string;
  readonly submit: string;
  readonly submitting: string;
}

/**
 * What the partner form says in one language, as its page hands it over: the countries A to Z in that language, then
 * Dubai and Other.
 */
export interface PartnerEnquiryWords {
  readonly countryChoices: readonly Choice[];
  readonly businessTypeChoices: readonly Choice[];
  readonly yearsInBusinessChoices: readonly Choice[];
  readonly partnerFormCopy: PartnerFormCopy;
  readonly partnerFormMessages: PartnerFormMessages;
}
