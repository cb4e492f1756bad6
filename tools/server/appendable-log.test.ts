/**
 * @jest-environment node
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../jest/temp-dir';
import { ConfigError } from './config-error';
import { createSiteServer, type ServerOptions } from './create-server';
import { makeSiteRoot } from './test-site';

const start = (logs: Pick<ServerOptions, 'enquiryLog' | 'vitalsLog'>) => () => createSiteServer({ root: makeSiteRoot(), log: () => undefined, ...logs });

describe('the logs at start', () => {
  it('refuses to start when the enquiry log is in a folder that does not exist, in one line naming it', () => {
    const enquiryLog = join(tempDir('logs-'), 'nonexistent', 'e.jsonl');
    const vitalsLog = join(tempDir('logs-'), 'vitals.jsonl');
    expect(start({ enquiryLog, vitalsLog })).toThrow(ConfigError);
    expect(start({ enquiryLog, vitalsLog })).toThrow(`${enquiryLog}: the enquiry log cannot be written: its folder ${join(enquiryLog, '..')} does not exist`);
  });

  it('refuses to start when a log is a folder', () => {
    const logs = tempDir('logs-');
    mkdirSync(join(logs, 'vitals.jsonl'));
    expect(start({ enquiryLog: join(logs, 'enquiries.jsonl'), vitalsLog: join(logs, 'vitals.jsonl') })).toThrow(`${join(logs, 'vitals.jsonl')}: the vitals log cannot be written: it is a folder`);
  });

  it('creates a log that is missing in a folder that exists', () => {
    const logs = tempDir('logs-');
    const server = start({ enquiryLog: join(logs, 'enquiries.jsonl'), vitalsLog: join(logs, 'vitals.jsonl') })();
    server.close();
    expect([existsSync(join(logs, 'enquiries.jsonl')), existsSync(join(logs, 'vitals.jsonl'))]).toEqual([true, true]);
  });
});
