import * as v from 'valibot';
import { isMilliseconds, isShare, isUrlWhereAbsolute, LOADER_RULE, SAMPLE_RULE, TEXT_RULES } from './runtime-config-rules';
import { describeIssue } from './schema-issue';

/** A text field of config.json by its rule: anything else is refused, saying what it got. */
function text({ fallback, pattern, rule }: (typeof TEXT_RULES)[keyof typeof TEXT_RULES]) {
  const message = (issue: v.BaseIssue<unknown>): string => `${rule}, got ${String(issue.input)}`;
  return v.optional(v.pipe(v.string(message), v.regex(pattern, message), v.check(isUrlWhereAbsolute, message)), fallback);
}

/**
 * Settings read at run time from /config.json (no rebuild needed to change them): production points apiBaseUrl at
 * the provider's host; locally it is '' (same origin stand-in). Each field's rule is in runtime-config-rules.ts.
 */
const RuntimeConfigSchema = v.pipe(
  v.object(
    {
      apiBaseUrl: text(TEXT_RULES.apiBaseUrl),
      companyProfileUrl: text(TEXT_RULES.companyProfileUrl),
      careersUrl: text(TEXT_RULES.careersUrl),
      newsletterBaseUrl: text(TEXT_RULES.newsletterBaseUrl),
      vitalsUrl: text(TEXT_RULES.vitalsUrl),
      siteUrl: text(TEXT_RULES.siteUrl),
      loaderDurationMs: v.optional(v.custom<number>(isMilliseconds, LOADER_RULE.rule), LOADER_RULE.fallback),
      healthSampleRate: v.optional(v.custom<number>(isShare, SAMPLE_RULE.rule), SAMPLE_RULE.fallback),
    },
    'must hold a JSON object',
  ),
  v.readonly(),
);

export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>;

/**
 * Validates the file's contents; anything missing falls back to the default, anything malformed throws, naming the
 * first field at fault (`config.json: siteUrl must be…`). Fields it does not know are left out.
 */
export function parseRuntimeConfig(input: unknown): RuntimeConfig {
  const result = v.safeParse(RuntimeConfigSchema, input, { abortEarly: true });
  if (result.success) return result.output;
  const [issue] = result.issues;
  throw new Error(issue.path ? `config.json: ${describeIssue(issue)}` : `config.json ${issue.message}`);
}
