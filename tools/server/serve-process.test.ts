/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../apps';
import { ENQUIRY_PATH } from './enquiry-api';
import { spawnServe } from './spawn-serve';
import { makeSiteRoot } from './test-site';
import { tempDir } from '../jest/temp-dir';

jest.setTimeout(60_000);

describe('bbg serve as a process', () => {
  it('refuses to start on an invalid config.json, naming the file and the field', () => {
    const root = makeSiteRoot({ apiBaseUrl: 'api.example.com' });
    const run = spawnSync(process.execPath, [join(repoRoot, 'tools', 'bin', 'bbg.mjs'), 'serve', '--port', '0'], {
      env: { ...process.env, DEPLOY_DIR: root, BBG_ROOT: repoRoot },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`BBG site not started: ${join(root, 'config.json')}: apiBaseUrl must be`);
    expect(run.stdout).not.toMatch(/ at http/);
  });

  it('refuses to start when the enquiry log cannot be written, in one line naming it', () => {
    const log = join(tempDir('bbg-logs-'), 'nonexistent', 'e.jsonl');
    const run = spawnSync(process.execPath, [join(repoRoot, 'tools', 'bin', 'bbg.mjs'), 'serve', '--port', '0'], {
      env: { ...process.env, DEPLOY_DIR: makeSiteRoot(), BBG_ROOT: repoRoot, ENQUIRY_LOG: log },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(`BBG site not started: ${log}: the enquiry log cannot be written: its folder ${join(log, '..')} does not exist`);
  });

  it('on SIGTERM during a burst of enquiries, finishes the ones under way: every accepted one is a whole line', async () => {
    const logs = tempDir('bbg-logs-');
    const log = join(logs, 'enquiries.jsonl');
    const server = await spawnServe(makeSiteRoot(), { ENQUIRY_LOG: log, VITALS_LOG: join(logs, 'vitals.jsonl'), BBG_RATE_LIMIT: '100000' });
    const accepted: string[] = [];
    let refused = 0;
    let sent = 0;
    // 20 clients posting 2 KB enquiries back to back until the server stops answering.
    const client = async (): Promise<void> => {
      for (;;) {
        const id = `burst-${(sent += 1)}-${'x'.repeat(2000)}`;
        try {
          const response = await fetch(`${server.origin}${ENQUIRY_PATH}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ FullName: 'Asha Rao', Email: 'asha@example.com', Number: '919876543210', Message: id }),
          });
          if (response.status === 200) accepted.push(id);
          await response.arrayBuffer();
        } catch {
          refused += 1;
          return;
        }
      }
    };
    const clients = Array.from({ length: 20 }, client);
    while (accepted.length < 100 && refused === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(refused).toBe(0);
    const acceptedBeforeSignal = accepted.length;

    expect(await server.stop('SIGTERM')).toBe(0);
    await Promise.all(clients);

    expect(server.output()).toContain('SIGTERM, finishing the requests under way');
    // The requests under way when the signal came were answered, not dropped.
    expect(accepted.length).toBeGreaterThan(acceptedBeforeSignal);
    const text = readFileSync(log, 'utf8');
    expect(text.endsWith('\n')).toBe(true);
    const logged = new Set(text.trimEnd().split('\n').map((line) => (JSON.parse(line) as { Message: string }).Message));
    expect(accepted.filter((id) => !logged.has(id))).toEqual([]);
  });
});
