import { appendFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';

export { ENQUIRY_PATH } from '@bbg/shared/api/submit-enquiry';
export const MAX_BODY_BYTES = 16 * 1024;

type Payload = Record<string, unknown>;

const text = (value: unknown, max: number): value is string => typeof value === 'string' && value.trim().length > 0 && value.length <= max;
const optionalText = (value: unknown, max: number): boolean => value === null || value === undefined || (typeof value === 'string' && value.length <= max);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?\d{5,20}$/;
const PARTNER_FIELDS = ['CompanyName', 'Country', 'BusinessType', 'YearsInBusiness'] as const;

/** The provider's rules as far as spec section 7 shows them: returns the reason a payload is refused, or null. */
export function validateEnquiry(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'The body must be a JSON object.';
  const payload = body as Payload;
  if (!text(payload.FullName, 200)) return 'FullName is required (at most 200 characters).';
  if (!text(payload.Email, 254) || !EMAIL.test(payload.Email)) return 'Email must be a valid email address.';
  if (typeof payload.Number !== 'string' || !PHONE.test(payload.Number.replace(/[\s-]/g, ''))) return 'Number must be a phone number of 5 to 20 digits.';
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

function send(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(null);
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Local stand-in for the provider's enquiry API: checks the payload and appends accepted ones to a JSON-lines file. */
export function createEnquiryHandler(logFile: string) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      send(res, 405, { error: 'Use POST.' });
      return;
    }
    if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
      send(res, 415, { error: 'Content-Type must be application/json.' });
      return;
    }
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
      send(res, 413, { error: `The body is larger than ${MAX_BODY_BYTES} bytes.` });
      return;
    }
    const raw = await readBody(req);
    if (raw === null) {
      send(res, 413, { error: `The body is larger than ${MAX_BODY_BYTES} bytes.` });
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      send(res, 400, { error: 'The body is not valid JSON.' });
      return;
    }
    const reason = validateEnquiry(body);
    if (reason) {
      send(res, 400, { error: reason });
      return;
    }
    await appendFile(logFile, `${JSON.stringify({ receivedAt: new Date().toISOString(), ...(body as Payload) })}\n`);
    send(res, 200, { ok: true });
  };
}
