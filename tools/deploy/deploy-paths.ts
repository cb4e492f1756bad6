import { join } from 'node:path';
import { REGISTRY_FILE } from '@bbg/contract';
import { repoRoot } from '../apps';

/**
 * The deploy folder: the shell at its root, remotes/<id>/<version>/, registry.json. DEPLOY_DIR overrides it; set but
 * empty (`DEPLOY_DIR=$UNSET`) it is unset, as DEPLOY_TARGET is: an empty path would be the current folder, and a
 * build or a release would publish into the checkout itself.
 */
export const deployDir = (): string => process.env.DEPLOY_DIR || join(repoRoot, 'dist');
/**
 * Where a deploy folder's private files (renderer, page template, stored pages, page dates, registry history) live: a
 * folder beside it (dist-private/ beside dist/), so nothing that serves or uploads the deploy folder can serve them.
 */
export const privateDirOf = (deployFolder: string): string => `${deployFolder.replace(/[\\/]+$/, '')}-private`;
export const registryPath = (dir = deployDir()): string => join(dir, REGISTRY_FILE);
export const remoteVersionDir = (id: string, version: string, dir = deployDir()): string => join(dir, 'remotes', id, version);
