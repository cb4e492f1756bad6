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

/** The provider's rules as far as they are known (docs/behaviour.md#api): returns the reason a payload is refused, or null. */
export function validateEnquiry(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'The body must be a JSON object.';
  const payload = body as Payload;
  if (!text(payload.FullName, 200)) return 'FullName is required (at most 200 characters).';
  if (!text(payload.Email, 254) || !EMAIL.test(payload.Email)) return 'Email must be a valid email address.';
  if (typeof payload.Number !== 'string' || !PHONE.test(payload.Number.replace(/[\s-]/g, ''))) return 'Number must be a phone number of 5 to 20 digits.';
  if (payload.Language !== undefined && !isLocale(payload.Language)) return 'Language must be one of the site\'s locales (en, fr, ar).';
  const isPartner = PARTNER_FIELDS.some((field) => field in payload);
  if (isPartner) {
    for (const field of PARTNER_FIELDS) if (!text(payload[field], 200)) return `${field} is required for a partner enquiry.`;
    if (!optionalText(payload.CompanyWebsite, 500)) return 'CompanyWebsite must be text or null.';
    if (!optionalText(payload.Message, 5000)) return 'Message must be text or null.';
  } else if (!text(payload.Message, 5000)) {
    return 'Message is required (at most 5000 characters).';
  }
  return null;
}

/** Local stand-in for the provider's enquiry API: accepted enquiries are appended to a JSON-lines file. */
export const enquiryEndpoint = (log: JsonlLog): JsonEndpoint => ({
  body: { maxBytes: MAX_BODY_BYTES, mediaTypes: ['application/json'] },
  check: (value) => {
    const reason = validateEnquiry(value);
    return reason ? { ok: false, reason } : { ok: true, record: value as Payload };
  },
  log,
  accept: (res) => sendJson(res, 200, { ok: true }),
});
