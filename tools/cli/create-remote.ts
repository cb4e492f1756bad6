import { repoRoot } from '../apps';
import { DeployError } from '../deploy/deploy-error';
import { drawRemotePreview } from '../imagery/og-preview';
import { checkSpec, createRemote } from '../scaffold/create-remote';
import { pageNames } from '../scaffold/remote-files';
import { defineCommand, parseCommand } from './command-args';

export const command = defineCommand({
  usage: 'Usage: npm run create-remote -- <id> --path /<first-page> --title "<Section name>"',
  options: { path: { type: 'string' }, title: { type: 'string' } },
  positionals: ['id'],
});

/**
 * Scaffolds a whole new section, `mfe-<id>/`, that lint, typecheck, the tests, a release and the standalone frame take
 * as they take every other remote: nothing outside its folder changes but the lockfile. A bad id, a taken id or a
 * path another section owns is refused before anything is written.
 */
export async function run(args: readonly string[]): Promise<void> {
  const { values, positionals: [id] } = parseCommand(args, command);
  if (values.path === undefined || values.title === undefined) throw new DeployError(`Give --path and --title. ${command.usage}`);
  const spec = await checkSpec(repoRoot, id, values.path, values.title);
  const remote = await createRemote(repoRoot, spec, (created) => drawRemotePreview(created));
  const { dir } = pageNames(spec);
  console.log(`Created ${dir}/ (remote ${remote.id}, port ${remote.port}), serving ${spec.path}.`);
  console.log(`Next: npx jest ${dir}, npm start -w ${dir} to see it alone, npm run release -- ${remote.id} to publish it.`);
}
