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
const { asksForHelp } = await cli('command-args');
if (!isCommand(command)) {
  const asked = command !== undefined && asksForHelp([command]);
  (asked ? console.log : console.error)(commandsUsage());
  process.exit(asked ? 0 : 2);
}
const { failureReport } = await cli('failure');
try {
  const module = await cli(command);
  // Asked for its arguments, a command says them and does nothing else (a build or a release never starts).
  if (asksForHelp(args)) console.log(module.usage);
  else await module.run(args);
} catch (error) {
  console.error(failureReport(error));
  process.exit(1);
}
