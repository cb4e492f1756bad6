import { resolve } from 'node:path';
import { findApp } from '../apps';
import { compileApp } from '../deploy/compile-app';
import { DeployError } from '../deploy/deploy-error';

export const usage = 'Usage: bbg build-app <shell|mfe-about|mfe-brands|mfe-media|mfe-contact|mfe-legal> [--out <folder>]';

/** `npm run build -w <app>`: production build of one app into <app>/dist (or --out), in this process. */
export async function run([name, flag, out]: readonly string[]): Promise<void> {
  const app = name ? findApp(name) : undefined;
  if (!app || (flag !== undefined && (flag !== '--out' || !out))) throw new DeployError(usage);
  const started = Date.now();
  await compileApp(app, out ? resolve(out) : undefined);
  console.log(`${app.dir} built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
