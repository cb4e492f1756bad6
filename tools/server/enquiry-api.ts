import { isLocale } from '@bbg/contract';
import type { JsonEndpoint } from './json-endpoint';
import type { JsonlLog } from './jsonl-log';
import { sendJson } from './respond';

export { ENQUIRY_PATH } from '@bbg/contract';
export const MAX_BODY_BYTES = 16 * 1024;

type Payload = Record<string, unknown>;

const text = (value: unknown, max: number): value is string => typeof value === 'string' && value.trim().length > 0 && value.length <= max;
const optionalText = (value: unknown, max: number): boolean => value === null || value === undefined || (typeof value === 'string' && value.length <= max);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?\d{5,20}$/;
const PARTNER_FIELDS = ['CompanyName', 'Country', 'BusinessType', 'YearsInBusiness'] as const;
/** What each form sends (docs/behaviour.md#api): the contact form, and the partner enquiry's fields besides. */
const CONTACT_BODY = ['FullName', 'Email', 'Number', 'Message', 'Language'] as const;
const PARTNER_BODY = [...CONTACT_BODY, 'CompanyName', 'CompanyWebsite', 'Country', 'BusinessType', 'YearsInBusiness'] as const;

const isPartnerEnquiry = (payload: Payload): boolean => PARTNER_FIELDS.some((field) => Object.hasOwn(payload, field));

/** The provider's rules as far as they are known (docs/behaviour.md#api): returns the reason a payload is refused, or null. */
export function validateEnquiry(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'The body must be a JSON object.';
  const payload = body as Payload;
  if (!text(payload.FullName, 200)) return 'FullName is required (at most 200 characters).';
  if (!text(payload.Email, 254) || !EMAIL.test(payload.Email)) return 'Email must be a valid email address.';
  if (typeof payload.Number !== 'string' || !PHONE.test(payload.Number.replace(/[\s-]/g, ''))) return 'Number must be a phone number of 5 to 20 digits.';
  if (payload.Language !== undefined && !isLocale(payload.Language)) return 'Language must be one of the site\'s locales (en, fr, ar).';
  if (isPartnerEnquiry(payload)) {
    for (const field of PARTNER_FIELDS) if (!text(payload[field], 200)) return `${field} is required for a partner enquiry.`;
    if (!optionalText(payload.CompanyWebsite, 500)) return 'CompanyWebsite must be text or null.';
    if (!optionalText(payload.Message, 5000)) return 'Message must be text or null.';
  } else if (!text(payload.Message, 5000)) {
    return 'Message is required (at most 5000 characters).';
  }
  return null;
}

/**
 * The enquiry as it is logged: only the fields its form sends, so nothing else a client puts in the body (a
 * `receivedAt`, a `__proto__`, a thousand keys of its own) reaches the log. Takes a payload validateEnquiry accepted.
 */
function enquiryRecord(payload: Payload): Payload {
  const fields: readonly string[] = isPartnerEnquiry(payload) ? PARTNER_BODY : CONTACT_BODY;
  return Object.fromEntries(fields.filter((field) => Object.hasOwn(payload, field)).map((field) => [field, payload[field]]));
}

/** Local stand-in for the provider's enquiry API: accepted enquiries are appended to a JSON-lines file. */
export const enquiryEndpoint = (log: JsonlLog): JsonEndpoint<Payload> => ({
  body: { maxBytes: MAX_BODY_BYTES, mediaTypes: ['application/json'] },
  check: (value) => {
    const reason = validateEnquiry(value);
    return reason ? { ok: false, reason } : { ok: true, record: enquiryRecord(value as Payload) };
  },
  log,
  accept: (res) => sendJson(res, 200, { ok: true }),
});
