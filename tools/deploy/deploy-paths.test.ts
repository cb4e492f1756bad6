/**
 * @jest-environment node
 */
import { join } from 'node:path';
import { repoRoot } from '../apps';
import { enquiryLog, vitalsLog } from '../server/log-files';
import { deployDir } from './deploy-paths';

describe('the folders and files the environment names', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('the deploy folder is DEPLOY_DIR, and dist/ when it is unset or set empty, never the current folder', () => {
    process.env.DEPLOY_DIR = '/srv/site';
    expect(deployDir()).toBe('/srv/site');
    for (const unset of [undefined, '']) {
      if (unset === undefined) delete process.env.DEPLOY_DIR;
      else process.env.DEPLOY_DIR = unset;
      expect(deployDir()).toBe(join(repoRoot, 'dist'));
    }
  });

  it('the logs are ENQUIRY_LOG and VITALS_LOG, and their defaults when set empty', () => {
    Object.assign(process.env, { ENQUIRY_LOG: '', VITALS_LOG: '' });
    expect([enquiryLog(), vitalsLog()]).toEqual([join(repoRoot, 'enquiries.jsonl'), join(repoRoot, 'vitals.jsonl')]);
    Object.assign(process.env, { ENQUIRY_LOG: '/var/log/e.jsonl', VITALS_LOG: '/var/log/v.jsonl' });
    expect([enquiryLog(), vitalsLog()]).toEqual(['/var/log/e.jsonl', '/var/log/v.jsonl']);
  });
});
