#!/usr/bin/env node
// Entry of the project's command-line tools (npm run build / start / release / promote / rollback / remotes / size ...).
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
process.env.BBG_ROOT ??= root;
register({ tsconfig: join(root, 'tsconfig.json') });

const commands = ['build', 'build-app', 'start', 'serve', 'serve-bucket', 'standalone', 'release', 'promote', 'discard', 'preview-url', 'rollback', 'remotes', 'registry', 'size', 'load', 'vitals', 'lighthouse', 'timeline', 'dev', 'ensure-browser'];
const [command, ...args] = process.argv.slice(2);
if (!command || !commands.includes(command)) {
  console.error(`Usage: bbg <${commands.join('|')}> [arguments]`);
  process.exit(2);
}
const cli = (name) => import(pathToFileURL(join(root, 'tools', 'cli', `${name}.ts`)).href);
const { failureReport } = await cli('failure');
try {
  await (await cli(command)).run(args);
} catch (error) {
  console.error(failureReport(error));
  process.exit(1);
}
