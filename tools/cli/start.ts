import { sitePort } from '../apps';
import { deployDir } from '../deploy/deploy-paths';
import { buildSite } from './build';
import { listen } from './serve';

/** `npm start`: builds what is stale, then serves the composed production build. */
export async function run(): Promise<void> {
  await buildSite();
  await listen(deployDir(), sitePort, 'BBG site');
}
