#!/usr/bin/env node
// Entry of the project's command-line tools (npm run build / start / release / promote / rollback / remotes / size ...).
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
process.env.BBG_ROOT ??= root;
// The AWS SDK warns on Node 20 that its releases after January 2027 need Node 22: ten lines before every command that
// opens a bucket, burying its own one-line message. The version in the lockfile runs on Node 20 (engines: >=20.19).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
// A reader that stops early (`npm run remotes -- --routes | head`) closes the pipe: stop quietly, not with a stack trace.
process.stdout.on('error', (error) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});
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
