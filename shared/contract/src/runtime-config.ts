/**
 * Settings read at run time from /config.json (no rebuild needed to change them).
 * Production points apiBaseUrl at the provider's host; locally it is '' (same origin stand-in).
 */
export interface RuntimeConfig {
  /** Base URL of the provider's enquiry API, without a trailing slash; '' means this origin. */
  readonly apiBaseUrl: string;
  /** The company profile PDF (Download PDF, Explore Our Story, DOWNLOAD PORTFOLIO). */
  readonly companyProfileUrl: string;
  /** The external careers site linked from the navigation. */
  readonly careersUrl: string;
  /** Start-up loader duration on the first visit of a session. */
  readonly loaderDurationMs: number;
  /**
   * Where /newsletter/:id finds its documents (the newsletter storage host in production, plus a folder), without a trailing slash. '' or absent: the samples mfe-media ships.
   * The server's CSP lets the newsletter route frame exactly this host.
   */
  readonly newsletterBaseUrl?: string;
  /**
   * Where the pages send their real-user metrics (web-vitals) by beacon: a path on this site like '/vitals' or an
   * https URL (its host then needs CORS for JSON and joins the CSP's connect-src). '': nothing is loaded or sent.
   */
  readonly vitalsUrl: string;
  /**
   * The site's public origin, without a trailing slash: the absolute URLs of the pre-rendered head (canonical,
   * Open Graph, sitemap) and printed links. Changing it needs a re-render of the pages (npm run build renders them), not a rebuild of any app.
   */
  readonly siteUrl: string;
}

export const defaultRuntimeConfig: RuntimeConfig = {
  apiBaseUrl: '',
  companyProfileUrl: '/files/BBG_Company_Profile.pdf',
  careersUrl: 'https://careers.bbgroup.example',
  loaderDurationMs: 3000,
  newsletterBaseUrl: '',
  vitalsUrl: '',
  siteUrl: 'http://localhost:8080',
};

const isHttpUrlOrPath = (value: string): boolean => value.startsWith('/') || /^https:\/\/[^\s/]+/.test(value);

/** Validates the file's contents; anything missing falls back to the default, anything malformed throws. */
export function parseRuntimeConfig(input: unknown): RuntimeConfig {
  if (typeof input !== 'object' || input === null) throw new Error('config.json must hold a JSON object');
  const raw = { ...defaultRuntimeConfig, ...(input as Partial<RuntimeConfig>) };
  if (typeof raw.apiBaseUrl !== 'string' || (raw.apiBaseUrl !== '' && !/^https?:\/\/[^\s/]+$/.test(raw.apiBaseUrl))) {
    throw new Error(`config.json: apiBaseUrl must be '' or an origin like https://api.example.com, got ${String(raw.apiBaseUrl)}`);
  }
  for (const key of ['companyProfileUrl', 'careersUrl'] as const) {
    if (typeof raw[key] !== 'string' || !isHttpUrlOrPath(raw[key])) {
      throw new Error(`config.json: ${key} must be a path or an https URL, got ${String(raw[key])}`);
    }
  }
  if (typeof raw.newsletterBaseUrl !== 'string' || (raw.newsletterBaseUrl !== '' && !/^https:\/\/[^\s/?#]+(\/[^\s?#]*[^\s/?#])?$/.test(raw.newsletterBaseUrl))) {
    throw new Error(`config.json: newsletterBaseUrl must be '' or an https URL without a trailing slash, got ${String(raw.newsletterBaseUrl)}`);
  }
  if (typeof raw.vitalsUrl !== 'string' || (raw.vitalsUrl !== '' && !/^(\/(?!\/)|https:\/\/[^\s/?#]+(\/|$))\S*$/.test(raw.vitalsUrl))) {
    throw new Error(`config.json: vitalsUrl must be '', a path like /vitals or an https URL, got ${String(raw.vitalsUrl)}`);
  }
  if (typeof raw.siteUrl !== 'string' || !/^https?:\/\/[^\s/?#]+$/.test(raw.siteUrl)) {
    throw new Error(`config.json: siteUrl must be an origin like https://www.bbgroup.example, without a trailing slash, got ${String(raw.siteUrl)}`);
  }
  if (typeof raw.loaderDurationMs !== 'number' || !Number.isFinite(raw.loaderDurationMs) || raw.loaderDurationMs < 0) {
    throw new Error('config.json: loaderDurationMs must be a number of milliseconds, 0 or more');
  }
  return {
    apiBaseUrl: raw.apiBaseUrl,
    companyProfileUrl: raw.companyProfileUrl,
    careersUrl: raw.careersUrl,
    loaderDurationMs: raw.loaderDurationMs,
    newsletterBaseUrl: raw.newsletterBaseUrl,
    vitalsUrl: raw.vitalsUrl,
    siteUrl: raw.siteUrl,
  };
}
