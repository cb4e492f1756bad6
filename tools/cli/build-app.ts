import { findApp } from '../apps';
import { buildApps } from '../deploy/build-apps';
import { DeployError } from '../deploy/rollback-remote';

/** `npm run build -w <app>`: production build of one app into <app>/dist. */
export async function run([name]: readonly string[]): Promise<void> {
  const app = name ? findApp(name) : undefined;
  if (!app) throw new DeployError(`Usage: bbg build-app <shell|mfe-about|mfe-brands|mfe-media|mfe-contact|mfe-legal>`);
  const started = Date.now();
  await buildApps([app]);
  console.log(`${app.dir} built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
