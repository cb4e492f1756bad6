import { mkdtempSync, readdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Options, type Result } from 'autocannon';
import { ENQUIRY_PATH, isRegistry } from '@bbg/contract';
import { deployDir, registryPath } from '../deploy/deploy-paths';
import { DeployError } from '../deploy/deploy-error';
import { readJsonFile } from '../json-file';
import { spawnServe } from '../server/spawn-serve';
import { defineCommand, parseCommand, PORT_OPTION, wholeNumber } from './command-args';
import { assertPortFree } from './port-in-use';
import { counted } from '../counted';

/** The header `bbg load` names its simulated clients with; the server keys its rate limit on it only when told to. */
export const LOAD_CLIENT_HEADER = 'x-bbg-load-client';

const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' };
const ENQUIRY = { FullName: 'Load Test', Email: 'load@example.com', Number: '919876543210', Message: 'Load test enquiry.' };

interface Target {
  readonly label: string;
  readonly options: Omit<Options, 'url' | 'connections' | 'duration'> & { readonly path: string };
}

export const command = defineCommand({
  usage: 'Usage: npm run load -- [--duration <seconds, 1 to 60>] [--connections <1 to 500>] [--port <port>]   (bbg serve on a free port unless --port names one)',
  options: { duration: { type: 'string', read: wholeNumber('--duration', 60) }, connections: { type: 'string', read: wholeNumber('--connections', 500) }, ...PORT_OPTION },
});

/** The load's flags: 5 s and 50 connections unless told, and the server on a free port (0) unless --port names one. */
export function loadOptions(args: readonly string[]): { readonly duration: number; readonly connections: number; readonly port: number } {
  const { values } = parseCommand(args, command);
  return { duration: values.duration ?? 5, connections: values.connections ?? 50, port: values.port ?? 0 };
}

/** The largest hashed script of the first remote's current version: the heaviest file a visitor fetches. */
function heaviestRemoteScript(root: string): string {
  const registry = readJsonFile(registryPath(root));
  if (!isRegistry(registry)) throw new DeployError(`${registryPath(root)} is not a valid registry: run npm run build first`);
  const [id, record] = Object.entries(registry.remotes)[0] ?? [];
  if (!id || !record) throw new DeployError('registry.json lists no remote');
  const folder = `remotes/${id}/${record.current}/static/js`;
  const scripts = readdirSync(join(root, folder)).filter((name) => name.endsWith('.js') && existsSync(join(root, folder, `${name}.br`)));
  const size = (name: string): number => readFileSync(join(root, folder, name)).length;
  const heaviest = scripts.sort((a, b) => size(b) - size(a))[0];
  if (!heaviest) throw new DeployError(`No brotli-compressed script in ${folder}`);
  return `/${folder}/${heaviest}`;
}

function targets(root: string): Target[] {
  let client = 0;
  return [
    { label: '/', options: { path: '/', headers: BROWSER_ENCODINGS } },
    { label: 'remote script (br)', options: { path: heaviestRemoteScript(root), headers: { 'accept-encoding': 'br' } } },
    { label: '/registry.json', options: { path: '/registry.json', headers: BROWSER_ENCODINGS } },
    {
      label: 'enquiry POST',
      options: {
        path: ENQUIRY_PATH,
        method: 'POST',
        body: JSON.stringify(ENQUIRY),
        // One simulated client per connection, so the per-client rate limit is measured as many visitors meet it.
        setupClient: (c) => c.setHeaders({ 'content-type': 'application/json', [LOAD_CLIENT_HEADER]: `client-${(client += 1)}` }),
      },
    },
  ];
}

const answers = (result: Result): string =>
  Object.entries(result.statusCodeStats)
    .map(([status, { count }]) => `${status}×${count}`)
    .join(' ');

/** `npm run load`: a bounded load test of the production server on localhost (fixed duration and connections). */
export async function run(args: readonly string[]): Promise<void> {
  const { duration, connections, port } = loadOptions(args);
  const root = deployDir();
  if (!existsSync(registryPath(root))) throw new DeployError(`No build in ${root}: run npm run build first`);
  // Said in one line here: the server, a process of its own, could only say it in its output.
  if (port !== 0) await assertPortFree(port, '--port <port>');
  const logs = mkdtempSync(join(tmpdir(), 'bbg-load-'));
  const server = await spawnServe(root, {
    ENQUIRY_LOG: join(logs, 'enquiries.jsonl'),
    VITALS_LOG: join(logs, 'vitals.jsonl'),
    BBG_CLIENT_KEY_HEADER: LOAD_CLIENT_HEADER,
  }, port);
  try {
    console.log(`${duration} s per target, ${counted(connections, 'connection')}, against ${server.origin}`);
    console.log(`${'target'.padEnd(20)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}  answers`);
    for (const { label, options } of targets(root)) {
      const { path, ...rest } = options;
      const result = await autocannon({ ...rest, url: `${server.origin}${path}`, connections, duration });
      const failures = result.errors > 0 ? `  errors ${result.errors} (timeouts ${result.timeouts})` : '';
      console.log(
        `${label.padEnd(20)} ${result.requests.average.toFixed(0).padStart(8)} ${String(result.latency.p50).padStart(7)} ${String(result.latency.p99).padStart(7)}  ${answers(result)}${failures}`,
      );
    }
  } finally {
    await server.stop('SIGTERM');
    rmSync(logs, { recursive: true, force: true });
  }
}
