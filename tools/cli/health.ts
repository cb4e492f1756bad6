import { remoteApps } from '../apps';
import { readReleasedRegistry } from '../deploy/registry-store';
import { openTarget } from '../deploy/storage/deploy-target';
import { HEALTH_OPTIONS, healthSettings, readHealth } from '../health/health-options';
import { remoteReports, reportJson, reportText } from '../health/remote-health';
import { defineCommand, parseCommand } from './command-args';
import { remoteNamed, REMOTE_IDS } from './remote-version-args';
import { TARGET_OPTION } from './target-options';

export const command = defineCommand({
  usage: `Usage: npm run health -- [<${REMOTE_IDS}>] [--since 2h] [--json] [--prometheus <url>] [--min-views 50] [--min-samples 50] [--alpha 0.01] [--slower-by 0.1] [--settings <file.json>] [--target <folder | s3://bucket/prefix>]`,
  options: { ...HEALTH_OPTIONS, ...TARGET_OPTION, json: { type: 'boolean' } },
  positionals: ['remote?'],
});

/** Each remote's current version beside the one before (and its canary): views, errors, fallbacks, p75s and a verdict. */
export async function run(args: readonly string[]): Promise<void> {
  const { values, positionals: [name] } = parseCommand(args, command);
  const only = name === undefined ? undefined : remoteNamed(name, command.usage).id;
  const settings = healthSettings(values);
  const store = openTarget(values.target);
  const registry = await readReleasedRegistry(store);
  const { table, source, skipped } = await readHealth(values, registry, settings);
  const remotes = remoteReports(registry, table, settings, only).filter((report) => remoteApps.some((remote) => remote.id === report.remote));
  const report = { source, window: settings.window, skipped, remotes };
  if (values.json) console.log(JSON.stringify(reportJson(report), null, 2));
  else for (const line of reportText(report)) console.log(line);
}
