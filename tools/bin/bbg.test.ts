/**
 * @jest-environment node
 */
import { execFile, spawn } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../apps';
import { tempDir } from '../jest/temp-dir';

jest.setTimeout(60_000);

describe('bbg, the command behind the npm scripts', () => {
  it('stops quietly when the reader of its output goes away (npm run remotes -- --routes | head)', async () => {
    const child = spawn(process.execPath, [join(repoRoot, 'tools/bin/bbg.mjs'), 'remotes', '--routes'], {
      cwd: repoRoot,
      env: { ...process.env, DEPLOY_DIR: tempDir('bbg-pipe-') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Closed before the command writes a line: each of its lines then meets a closed pipe.
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
  });

  it('says a bucket it cannot reach in one line, with no warning of the AWS SDK about later Node versions before it', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:1', AWS_ACCESS_KEY_ID: 'x', AWS_SECRET_ACCESS_KEY: 'x', AWS_REGION: 'us-east-1' };
    delete env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED;
    const failed = await promisify(execFile)(process.execPath, [join(repoRoot, 'tools/bin/bbg.mjs'), 'remotes', '--target', 's3://bbg-test/prod'], { cwd: repoRoot, env }).then(
      () => undefined,
      (error: { code?: number; stdout: string; stderr: string }) => error,
    );
    expect(failed).toMatchObject({ code: 1, stdout: '' });
    expect(failed?.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^Cannot reach s3:\/\/bbg-test\/prod\/ .*ECONNREFUSED/)]);
  });
});
