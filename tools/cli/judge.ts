import { findRemote } from '../apps';
import { readReleasedRegistry } from '../deploy/registry-store';
import { openTarget } from '../deploy/storage/deploy-target';
import { decide, type Decision } from '../health/decide';
import { checkHealthFlags, HEALTH_OPTIONS, healthSettings, healthSource, readHealth, settingsText } from '../health/health-options';
import { storeActions, type JudgeActions } from '../health/judge-actions';
import { watchRounds } from '../health/judge-rounds';
import { errorRateText, verdictText } from '../health/remote-health';
import { durationMs, type JudgeSettings } from '../health/verdict';
import { defineCommand, parseCommand } from './command-args';
import { WRITABLE_TARGET_OPTIONS, writableStore } from './target-options';

/** How often --watch judges again. */
const WATCH_MS = 60_000;

export const command = defineCommand({
  usage:
    'Usage: npm run judge -- [--watch] [--since 2h] [--prometheus <url>] [--min-views 50] [--min-samples 50] [--alpha 0.01] [--slower-by 0.1] [--settings <file.json>] [--target <folder | s3://bucket/prefix>]   (promotes, rolls back or holds each canary and each version released within the window)',
  options: { ...HEALTH_OPTIONS, ...WRITABLE_TARGET_OPTIONS, watch: { type: 'boolean' } },
});

const line = ({ remote, subject, version, action, verdict, against, figures: [mine, theirs] }: Decision, outcome: string): string =>
  `${remote} ${subject} ${version}: ${action} (${verdictText(verdict, against)}; views ${mine.views} against ${theirs.views}, errors ${errorRateText(mine)} against ${errorRateText(theirs)})${outcome === 'done' ? '' : `, ${outcome}`}`;

type JudgeValues = Parameters<typeof healthSettings>[0] & { readonly target?: string | undefined };

/** A watching judge's first line: what it judges, where it reads, how often, and the settings in force. */
export const watchingLine = (values: JudgeValues, settings: JudgeSettings): string =>
  `judge watching the canaries and recent releases in ${openTarget(values.target).location} every ${WATCH_MS / 1000} s, beacons from ${healthSource(values)}; settings ${settingsText(settings)}${values.settings === undefined ? '' : ` (${values.settings} read again each round)`}`;

/** One round: read the registry and the health, decide, act through the registry's compare-and-swap, print each. */
export async function judgeOnce(values: JudgeValues, act: JudgeActions, now = Date.now()): Promise<string[]> {
  const settings = healthSettings(values);
  const registry = await readReleasedRegistry(openTarget(values.target));
  const { table } = await readHealth(values, registry, settings, now);
  const lines: string[] = [];
  for (const decision of decide(registry, table, settings, now - durationMs(settings.window))) {
    const remote = findRemote(decision.remote);
    if (remote) lines.push(line(decision, await act(decision, remote)));
  }
  return lines.length ? lines : ['Nothing to judge: no canary, and no version released within the window.'];
}

/**
 * `npm run judge`: each canary and each recent release promoted, rolled back or held, from its visitors' beacons.
 * A single run fails with its round. With --watch, a failed round (a broken registry, Prometheus away) is said in one
 * line and the next round tries again; only the flags, checked first, end a watching judge.
 */
export async function run(args: readonly string[]): Promise<void> {
  const { values } = parseCommand(args, command);
  const settings = checkHealthFlags(values);
  const act = storeActions(await writableStore(values));
  const round = (): Promise<string[]> => judgeOnce(values, act);
  if (!values.watch) {
    for (const text of await round()) console.log(text);
    return;
  }
  return watchRounds(watchingLine(values, settings), round, {
    wait: () => new Promise((resolve) => setTimeout(resolve, WATCH_MS)),
    say: (text) => console.log(text),
    warn: (text) => console.error(text),
  });
}
