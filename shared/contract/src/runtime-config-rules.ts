import type { RuntimeConfig } from './runtime-config';

// config.json's rules as plain data, and the browser's reader of the file, without the schema library: the shell
// reads the file before its root is adopted, where the library does not fit the budget
// (docs/decisions/0028-one-schema-per-type.md). The schema (runtime-config.ts) is built from the same rules, and
// runtime-config.test.ts holds the two readers to the same answers.

interface TextRule {
  readonly fallback: string;
  readonly pattern: RegExp;
  /** The rest of the sentence that names the field, when the file breaks the rule. */
  readonly rule: string;
}

/** File name of the run-time config at the root of the deploy folder, served as `/config.json`. */
export const CONFIG_FILE = 'config.json';

const PATH_OR_HTTPS = /^(?:\/|https:\/\/[^\s/]+)/;

/** The text fields, in the order they are checked. */
export const TEXT_RULES = {
  /** Base URL of the provider's enquiry API, without a trailing slash; '' means this origin. */
  apiBaseUrl: { fallback: '', pattern: /^$|^https?:\/\/[^\s/]+$/, rule: "must be '' or an origin like https://api.example.com" },
  /** The company profile PDF (Download PDF, Explore Our Story, DOWNLOAD PORTFOLIO). */
  companyProfileUrl: { fallback: '/files/BBG_Company_Profile.pdf', pattern: PATH_OR_HTTPS, rule: 'must be a path or an https URL' },
  /** The external careers site linked from the navigation. */
  careersUrl: { fallback: 'https://careers.bbgroup.example', pattern: PATH_OR_HTTPS, rule: 'must be a path or an https URL' },
  /**
   * Where /newsletter/:id finds its documents (the newsletter storage host in production, plus a folder), without a
   * trailing slash. '': the samples mfe-media ships. The server's CSP lets the newsletter route frame exactly this host.
   */
  newsletterBaseUrl: { fallback: '', pattern: /^$|^https:\/\/[^\s/?#]+(\/[^\s?#]*[^\s/?#])?$/, rule: "must be '' or an https URL without a trailing slash" },
  /**
   * Where the pages send their real-user metrics (web-vitals) by beacon: a path on this site like '/vitals' or an
   * https URL (its host then needs CORS for JSON and joins the CSP's connect-src). '': nothing is loaded or sent.
   */
  vitalsUrl: { fallback: '', pattern: /^$|^(\/(?!\/)|https:\/\/[^\s/?#]+(\/|$))\S*$/, rule: "must be '', a path like /vitals or an https URL" },
  /**
   * The site's public origin, without a trailing slash: the absolute URLs of the pre-rendered head (canonical, Open
   * Graph, sitemap) and printed links. Changing it needs a re-render of the pages (npm run build renders them), not a
   * rebuild of any app.
   */
  siteUrl: { fallback: 'http://localhost:8080', pattern: /^https?:\/\/[^\s/?#]+$/, rule: 'must be an origin like https://www.bbgroup.example, without a trailing slash' },
} as const satisfies Record<string, TextRule>;

/**
 * A text field's value past its pattern: where it is a URL (`https://…`), one that parses. The patterns see only its
 * shape, and a host like `exa[mple.com` or a port past 65535 has the shape: the server builds its CSP from these
 * origins on every request, and a browser its links.
 */
export function isUrlWhereAbsolute(value: string): boolean {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(value)) return true;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** Start-up loader duration on the first visit of a session: checked last. */
export const LOADER_RULE = { fallback: 3000, rule: 'must be a number of milliseconds, 0 or more' } as const;

export const isMilliseconds = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The share of page loads that send metrics and health signals (1: every one; 0: none). */
export const SAMPLE_RULE = { fallback: 1, rule: 'must be a number from 0 to 1' } as const;

export const isShare = (value: unknown): value is number => typeof value === 'number' && value >= 0 && value <= 1;

/** What the file says of a field, or the default where it says nothing. */
const given = (input: Record<string, unknown>, field: string, fallback: unknown): unknown => (input[field] === undefined ? fallback : input[field]);

export const defaultRuntimeConfig: RuntimeConfig = {
  ...(Object.fromEntries(Object.entries(TEXT_RULES).map(([field, { fallback }]) => [field, fallback])) as Record<keyof typeof TEXT_RULES, string>),
  loaderDurationMs: LOADER_RULE.fallback,
  healthSampleRate: SAMPLE_RULE.fallback,
};

/** The browser's reader of config.json: what parseRuntimeConfig answers, without the schema library. */
export function readRuntimeConfig(input: unknown): RuntimeConfig {
  if (typeof input !== 'object' || input === null) throw new Error('config.json must hold a JSON object');
  const fields = input as Record<string, unknown>;
  const config: Record<string, unknown> = {};
  for (const [field, { fallback, pattern, rule }] of Object.entries(TEXT_RULES)) {
    const value = given(fields, field, fallback);
    if (typeof value !== 'string' || !pattern.test(value) || !isUrlWhereAbsolute(value)) throw new Error(`config.json: ${field} ${rule}, got ${String(value)}`);
    config[field] = value;
  }
  const loaderDurationMs = given(fields, 'loaderDurationMs', LOADER_RULE.fallback);
  if (!isMilliseconds(loaderDurationMs)) throw new Error(`config.json: loaderDurationMs ${LOADER_RULE.rule}`);
  const healthSampleRate = given(fields, 'healthSampleRate', SAMPLE_RULE.fallback);
  if (!isShare(healthSampleRate)) throw new Error(`config.json: healthSampleRate ${SAMPLE_RULE.rule}`);
  return { ...(config as Record<keyof typeof TEXT_RULES, string>), loaderDurationMs, healthSampleRate };
}
