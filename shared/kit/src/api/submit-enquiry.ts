/** Both forms POST here on the provider's API host (config.json `apiBaseUrl`; '' = this origin). */
import { ENQUIRY_PATH, type Locale } from '@bbg/contract';

/** The contact form's payload. `Number` is the phone with its country code. */
export interface ContactEnquiry {
  readonly FullName: string;
  readonly Email: string;
  readonly Number: string;
  readonly Message: string;
}

/** The partner form's payload: empty optional fields are sent as null. */
export interface PartnerEnquiry {
  readonly FullName: string;
  readonly Email: string;
  readonly Number: string;
  readonly Message: string | null;
  readonly CompanyName: string;
  readonly CompanyWebsite: string | null;
  readonly Country: string;
  readonly BusinessType: string;
  readonly YearsInBusiness: string;
}

export type Enquiry = ContactEnquiry | PartnerEnquiry;

/**
 * The one request helper of both enquiry forms. The payload keeps the form's fields and adds `Language`, the locale
 * of the page the visitor wrote from (en, fr or ar), so the group answers in it. Resolves on 200-299; rejects on any
 * other status or a network failure. The answer's body is never read, and no timeout is set for API calls.
 */
export async function submitEnquiry(apiBaseUrl: string, enquiry: Enquiry, language: Locale): Promise<void> {
  const response = await fetch(`${apiBaseUrl}${ENQUIRY_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...enquiry, Language: language }),
  });
  if (!response.ok) throw new Error(`Enquiry refused: HTTP ${response.status}`);
}
