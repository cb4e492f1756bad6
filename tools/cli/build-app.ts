import { resolve } from 'node:path';
import { findApp, remoteApps } from '../apps';
import { compileApp } from '../deploy/compile-app';
import { DeployError } from '../deploy/deploy-error';
import { defineCommand, parseCommand } from './command-args';

export const command = defineCommand({
  usage: `Usage: npx bbg build-app <${['shell', 'catalogue', ...remoteApps.map((remote) => remote.dir)].join('|')}> [--out <folder>]`,
  options: { out: { type: 'string' } },
  positionals: ['app'],
});

/** `npm run build -w <app>`: production build of one app into <app>/dist (or --out), in this process. */
export async function run(args: readonly string[]): Promise<void> {
  const { values, positionals: [name] } = parseCommand(args, command);
  const app = findApp(name);
  if (!app) throw new DeployError(`Unknown app '${name}'. ${command.usage}`);
  const started = Date.now();
  await compileApp(app, values.out === undefined ? undefined : resolve(values.out));
  console.log(`${app.dir} built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
