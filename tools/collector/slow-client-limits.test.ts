/**
 * @jest-environment node
 */
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createSiteServer } from '../server/create-server';
import { makeSiteRoot, rawRequest } from '../server/test-site';
import { tempDir } from '../jest/temp-dir';
import { createCollectorServer, type CollectorServer } from './collector-server';
import { SLOW_CLIENT_LIMITS } from '../server/slow-client-limits';

const dir = tempDir('bbg-slow-clients-');
const registryFile = join(dir, 'registry.json');
writeFileSync(registryFile, JSON.stringify({ schema: 1, updatedAt: '2026-11-28T00:00:00Z', remotes: {} }));

describe("the collector's limits for slow clients", () => {
  it("are the site server's own", () => {
    const site = createSiteServer({ root: makeSiteRoot(), enquiryLog: join(dir, 'enquiries.jsonl'), log: () => undefined });
    const collector = createCollectorServer({ registryFile, log: join(dir, 'defaults.jsonl') });
    expect({ headersMs: collector.headersTimeout, requestMs: collector.requestTimeout }).toEqual(SLOW_CLIENT_LIMITS);
    expect({ headersMs: site.headersTimeout, requestMs: site.requestTimeout }).toEqual(SLOW_CLIENT_LIMITS);
  });

  describe('answer 408 and close', () => {
    let server: CollectorServer;
    let port: number;
    beforeAll(async () => {
      server = createCollectorServer({ registryFile, log: join(dir, 'vitals.jsonl'), timeouts: { headersMs: 400, requestMs: 800 } });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => server.shutdown(100));

    it('to 50 connections whose headers never finish, all within a few seconds', async () => {
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: 50 }, () => rawRequest(port, 'POST /vitals HTTP/1.1\r\nHost: localhost\r\n')));
      expect(answers.map(({ status }) => status)).toEqual(Array.from({ length: 50 }, () => 408));
      expect(Date.now() - started).toBeLessThan(4000);
    });

    it('to a beacon whose body never finishes', async () => {
      const answer = await rawRequest(port, 'POST /vitals HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"route":');
      expect(answer.status).toBe(408);
    });
  });
});
