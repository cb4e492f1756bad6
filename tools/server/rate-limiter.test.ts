/**
 * @jest-environment node
 */
import { ENQUIRY_PATH } from './enquiry-api';
import { createRateLimiter, enquiryRateLimit } from './rate-limiter';
import { startSite } from './test-site';

describe('rate limiter', () => {
  it('allows a burst, then one request per refill interval, and says how long to wait', () => {
    let now = 0;
    const limiter = createRateLimiter({ perMinute: 20, burst: 10 }, () => now);
    for (let i = 0; i < 10; i += 1) expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 3 });
    expect(limiter.take('b').allowed).toBe(true);
    now += 2000;
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now += 1000;
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
  });

  it('never says to retry after 0 seconds, however little of a token is missing', () => {
    let now = 0;
    const limiter = createRateLimiter({ perMinute: 60, burst: 1 }, () => now);
    expect(limiter.take('a').allowed).toBe(true);
    // 999.6 ms later the bucket holds 0.9996 of a token: 0.4 ms short, which rounds to no wait at all.
    now += 999.6;
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('forgets idle clients once it tracks many', () => {
    let now = 0;
    const limiter = createRateLimiter({ perMinute: 60, burst: 1 }, () => now);
    for (let i = 0; i <= 10_001; i += 1) limiter.take(`client-${i}`);
    now += 60_000;
    limiter.take('late');
    expect(limiter.size).toBe(1);
  });

  it('lets a person send the 4 enquiries the e2e suite sends within seconds', () => {
    const limiter = createRateLimiter(enquiryRateLimit(), () => 0);
    expect(Array.from({ length: 4 }, () => limiter.take('127.0.0.1').allowed)).toEqual([true, true, true, true]);
  });
});

const enquiry = JSON.stringify({ FullName: 'Asha Rao', Email: 'asha@example.com', Number: '919876543210', Message: 'Hello' });
const send = (base: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${ENQUIRY_PATH}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: enquiry });

describe('rate limit on the enquiry stand-in', () => {
  it('answers 429 with Retry-After past the limit, per address; X-Forwarded-For changes nothing', async () => {
    const site = await startSite({ rateLimitPerMinute: 6 });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await send(site.base, { 'X-Forwarded-For': `10.0.0.${i}` })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await send(site.base);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(((await refused.json()) as { error: string }).error).toMatch(/Too many requests: try again in \d+ s\./);
    } finally {
      await site.close();
    }
  });

  it('keys on a header only when told to, as bbg load does', async () => {
    const site = await startSite({ rateLimitPerMinute: 2, trustedClientHeader: 'x-bbg-load-client' });
    try {
      expect((await send(site.base, { 'x-bbg-load-client': 'one' })).status).toBe(200);
      expect((await send(site.base, { 'x-bbg-load-client': 'one' })).status).toBe(429);
      expect((await send(site.base, { 'x-bbg-load-client': 'two' })).status).toBe(200);
    } finally {
      await site.close();
    }
  });
});
