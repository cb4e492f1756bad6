import * as v from 'valibot';
import type { Registry } from '@bbg/contract';
import { describeIssue } from '@bbg/contract';
import { DeployError, failureMessage } from '../deploy/deploy-error';
import { readJsonFile } from '../json-file';
import { vitalsLog } from '../server/log-files';
import { readLocalLog, type SourceReading } from './local-source';
import { readPrometheus } from './prometheus-source';
import { durationMs, JudgeSettingsSchema, type JudgeSettings } from './verdict';

/** The flags `health` and `judge` share: where to read, over what window, and the settings of the tests. */
export const HEALTH_OPTIONS = {
  since: { type: 'string' },
  prometheus: { type: 'string' },
  settings: { type: 'string' },
  'min-views': { type: 'string' },
  'min-samples': { type: 'string' },
  alpha: { type: 'string' },
  'slower-by': { type: 'string' },
} as const;

type HealthValues = { readonly [K in keyof typeof HEALTH_OPTIONS]?: string | undefined };

function settingsFile(file: string | undefined): Record<string, unknown> {
  if (file === undefined) return {};
  let parsed: unknown;
  try {
    // Never waits on a FIFO, and says which file is not JSON.
    parsed = readJsonFile(file);
  } catch (error) {
    throw new DeployError(`The settings file could not be read: ${failureMessage(error)}`);
  }
  if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  throw new DeployError(`The settings file ${file} must hold a JSON object.`);
}

const numberOf = (value: string | undefined): number | undefined => (value === undefined ? undefined : Number(value));

/** The flag that sets each setting. */
const FLAG_OF = { minViews: 'min-views', minSamples: 'min-samples', alpha: 'alpha', slowerBy: 'slower-by', window: 'since' } as const;

/**
 * The settings: defaults, then the settings file, then the flags; checked by one schema, refused in one line. A value
 * from a flag is refused naming the flag and what was typed (`--alpha must be a number from 0.0001 to 0.2, got 'abc'`).
 */
export function healthSettings(values: HealthValues): JudgeSettings {
  const flags = { minViews: numberOf(values['min-views']), minSamples: numberOf(values['min-samples']), alpha: numberOf(values.alpha), slowerBy: numberOf(values['slower-by']), window: values.since };
  const input = { ...settingsFile(values.settings), ...Object.fromEntries(Object.entries(flags).filter(([, value]) => value !== undefined)) };
  const result = v.safeParse(v.strictObject(JudgeSettingsSchema.entries, `is not a setting: the settings are ${Object.keys(FLAG_OF).join(', ')}`), input);
  if (result.success) return result.output;
  const [issue] = result.issues;
  const key = issue.path?.[0]?.key;
  const flag = typeof key === 'string' && Object.hasOwn(FLAG_OF, key) ? FLAG_OF[key as keyof typeof FLAG_OF] : undefined;
  if (flag !== undefined && values[flag] !== undefined) throw new DeployError(`Bad settings: --${flag} ${issue.message}, got '${values[flag]}'.`);
  throw new DeployError(`Bad settings: ${describeIssue(issue, 'The settings')}${values.settings === undefined ? '' : ` (in ${values.settings})`}`);
}

/** Prometheus's base URL from --prometheus, without a trailing slash; refused in one line unless an http(s) URL that parses. */
function prometheusBase(url: string): string {
  if (!/^https?:\/\/[^\s/]+\S*$/.test(url) || !URL.canParse(url)) throw new DeployError(`--prometheus must be an http(s) URL, got '${url}'.`);
  return url.replace(/\/+$/, '');
}

/**
 * The flags checked before anything is read: the settings and Prometheus's URL. A watching judge calls it once at
 * start, so a mistyped flag ends the command instead of failing every round.
 */
export function checkHealthFlags(values: HealthValues): JudgeSettings {
  if (values.prometheus !== undefined) prometheusBase(values.prometheus);
  return healthSettings(values);
}

/** The settings as the flags that set them (`--since 2h --min-views 50 …`), for a line that says those in force. */
export const settingsText = (settings: JudgeSettings): string =>
  Object.entries(FLAG_OF)
    .map(([key, flag]) => `--${flag} ${settings[key as keyof typeof FLAG_OF]}`)
    .join(' ');

/** Where the beacons are read, as the health report's first line names it: Prometheus's URL, else the beacon log. */
export const healthSource = (values: HealthValues): string => (values.prometheus === undefined ? vitalsLog() : `Prometheus at ${prometheusBase(values.prometheus)}`);

/** The health table from Prometheus when asked, else from the local server's beacon log. */
export function readHealth(values: HealthValues, registry: Registry, settings: JudgeSettings, now = Date.now()): Promise<SourceReading> {
  if (values.prometheus !== undefined) return readPrometheus(prometheusBase(values.prometheus), settings.window);
  return readLocalLog(vitalsLog(), registry, now - durationMs(settings.window));
}
