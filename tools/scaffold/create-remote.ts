import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isRemoteId, type PathTable } from '@bbg/contract';
import { catalogueApp, discoverRemotes, portOffset, shellApp, type RemoteInfo } from '../apps';
import { DeployError } from '../deploy/deploy-error';
import { shellDocumentOf } from '../deploy/route-claims';
import { paths as shellPaths } from '../../shell/src/app/paths';
import { pageNames, remoteFiles, type RemoteSpec } from './remote-files';

/** Ids that name the platform's own parts, which a remote's commands and folders would be confused with. */
const RESERVED = new Set(['shell', 'shared', 'catalogue', 'kit', 'tools', 'e2e', 'site']);
const PAGE_PATH = /^\/[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** Every path the shell and the remotes declare now, each with who declares it. */
async function declaredPaths(root: string, remotes: readonly RemoteInfo[]): Promise<Map<string, string>> {
  const owners = new Map<string, string>(Object.values(shellPaths).map((path) => [path.toLowerCase(), shellApp.dir]));
  for (const remote of remotes) {
    const { paths } = (await import(join(root, remote.dir, 'src/app/paths.ts'))) as { readonly paths: PathTable };
    for (const path of Object.values(paths)) owners.set(path.toLowerCase(), remote.dir);
  }
  return owners;
}

/** The request checked against the checkout; anything wrong is refused in one line, before a file is written. */
export async function checkSpec(root: string, id: string, path: string, title: string): Promise<RemoteSpec> {
  if (!isRemoteId(id)) throw new DeployError(`'${id}' is not a valid remote id: use lower-case words joined by dashes, like careers or investor-relations.`);
  if (RESERVED.has(id)) throw new DeployError(`'${id}' names a part of the platform: choose another id.`);
  const remotes = discoverRemotes(root);
  const taken = remotes.find((remote) => remote.id === id);
  if (taken) throw new DeployError(`The id '${id}' is taken by ${taken.dir}: choose another.`);
  if (existsSync(join(root, `mfe-${id}`))) throw new DeployError(`mfe-${id}/ exists already: choose another id, or remove that folder.`);
  const owner = (await declaredPaths(root, remotes)).get(path.toLowerCase());
  if (owner) throw new DeployError(`${path} belongs to ${owner}: choose a path no section has.`);
  const document = shellDocumentOf(path);
  if (document) throw new DeployError(`${path} would be served from the shell's ${document}: choose a path no section has.`);
  if (!PAGE_PATH.test(path)) throw new DeployError(`'${path}' is not a valid first page: use one segment of lower-case words joined by dashes, like /careers.`);
  const name = title.trim();
  if (name.length === 0 || name.length > 60) throw new DeployError('--title must name the section, in 1 to 60 characters.');
  const used = new Set([shellApp.port, catalogueApp.port, ...remotes.map((remote) => remote.port)].map((port) => port - portOffset));
  let port = Math.max(3000, ...remotes.map((remote) => remote.port - portOffset)) + 1;
  while (used.has(port)) port += 1;
  return { id, path: path as `/${string}`, title: name, port };
}

/**
 * Writes a new remote's folder, whole or not at all (laid out beside it, then moved into place), and adds its
 * workspace to the lockfile. Its link preview is drawn by `drawPreview`, given the remote as the tools now find it.
 */
export async function createRemote(root: string, spec: RemoteSpec, drawPreview: (remote: RemoteInfo) => Promise<void>): Promise<RemoteInfo> {
  const { dir } = pageNames(spec);
  const staging = join(root, `.${dir}-scaffold`);
  rmSync(staging, { recursive: true, force: true });
  try {
    for (const [file, text] of Object.entries(remoteFiles(spec))) {
      const target = join(staging, file.slice(dir.length + 1));
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, text);
    }
    mkdirSync(join(staging, 'public'), { recursive: true });
    renameSync(staging, join(root, dir));
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  const remote = discoverRemotes(root).find((found) => found.id === spec.id);
  if (!remote) throw new Error(`${dir} was written but is not found as a remote`);
  await drawPreview(remote);
  // The lockfile names every workspace; node_modules is left as it is (npm ci links the new one on a fresh install).
  execFileSync('npm', ['install', '--package-lock-only', '--no-audit', '--no-fund'], { cwd: root, stdio: 'ignore' });
  return remote;
}
