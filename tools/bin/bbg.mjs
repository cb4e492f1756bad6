#!/usr/bin/env node
// Entry of the project's command-line tools (npm run build / start / release / promote / rollback / remotes / size ...).
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
process.env.BBG_ROOT ??= root;
register({ tsconfig: join(root, 'tsconfig.json') });

const cli = (name) => import(pathToFileURL(join(root, 'tools', 'cli', `${name}.ts`)).href);
const [command, ...args] = process.argv.slice(2);
const { isCommand, commandsUsage } = await cli('commands');
if (!isCommand(command)) {
  const asked = command === '--help' || command === '-h';
  (asked ? console.log : console.error)(commandsUsage());
  process.exit(asked ? 0 : 2);
}
const { failureReport } = await cli('failure');
const { UsageRequest } = await cli('command-args');
try {
  await (await cli(command)).run(args);
} catch (error) {
  // Asked for its arguments, a command says them and does nothing else (a build or a release never starts).
  if (error instanceof UsageRequest) {
    console.log(error.message);
  } else {
    console.error(failureReport(error));
    process.exit(1);
  }
}
