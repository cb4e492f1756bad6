/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENQUIRY_PATH } from '../server/enquiry-api';
import { VITALS_PATH } from '../server/vitals-api';
import { tempDir } from '../jest/temp-dir';
import { startDevApi } from './dev-api';

describe("npm run dev's enquiry API and beacon", () => {
  it('answers the two paths the pages call, as npm start does, and names them for the shell to forward', async () => {
    const logs = tempDir('dev-logs-');
    const api = await startDevApi({ root: tempDir('dev-root-'), enquiryLog: join(logs, 'enquiries.jsonl'), vitalsLog: join(logs, 'vitals.jsonl') });
    try {
      expect(api.proxy).toEqual([{ context: [ENQUIRY_PATH, VITALS_PATH], target: `http://127.0.0.1:${api.port}` }]);
      const enquiry = { FullName: 'Asha Rao', Email: 'asha@example.com', Number: '919876543210', Message: 'Hello', Language: 'en' };
      const sent = await fetch(`http://127.0.0.1:${api.port}${ENQUIRY_PATH}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(enquiry) });
      expect(sent.status).toBe(200);
      expect(JSON.parse(readFileSync(join(logs, 'enquiries.jsonl'), 'utf8'))).toMatchObject(enquiry);
      // Refused as npm start refuses it: the same checks.
      const bad = await fetch(`http://127.0.0.1:${api.port}${ENQUIRY_PATH}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' });
      expect(bad.status).toBe(400);
    } finally {
      await api.close();
    }
  });
});
