/**
 * @jest-environment node
 */
import { writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { DeployError } from '../deploy/deploy-error';
import { tempDir } from '../jest/temp-dir';
import { run } from './collector';

describe('npm run collector on a port another program holds', () => {
  it('says so in one line with the way to pick another, as the site server does', async () => {
    const dir = tempDir('bbg-collector-port-');
    const registry = join(dir, 'registry.json');
    writeFileSync(registry, JSON.stringify({ schema: 1, updatedAt: '2026-11-28T00:00:00Z', remotes: {} }));
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, resolve));
    const { port } = holder.address() as AddressInfo;
    try {
      await expect(run(['--port', String(port), '--registry', registry, '--log', join(dir, 'vitals.jsonl')])).rejects.toThrow(
        new DeployError(`Port ${port} is in use: stop what serves there, or pick another port with --port <port>.`),
      );
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });
});
