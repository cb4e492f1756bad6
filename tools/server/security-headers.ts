import type { ServerResponse } from 'node:http';
import { pathInLocale, type RuntimeConfig } from '@bbg/contract';

const originOf = (url: string): string | null => (/^https?:\/\//.test(url) ? new URL(url).origin : null);

/** The one source a newsletter frame may load: the configured document host, or this origin for the shipped samples. */
const newsletterFrameSource = (config: RuntimeConfig): string => originOf(config.newsletterBaseUrl ?? '') ?? "'self'";

/**
 * Content-Security-Policy as production sends it: no inline script or style, no eval, only our own
 * origin plus the configured API, PDF and vitals hosts for fetches and beacons. Only the newsletter route may frame a document.
 */
export function contentSecurityPolicy(config: RuntimeConfig, pathname: string, newsletterHosts: readonly string[] = []): string {
  const connect = new Set(["'self'"]);
  for (const url of [config.apiBaseUrl, config.companyProfileUrl, config.vitalsUrl]) {
    const origin = originOf(url);
    if (origin) connect.add(origin);
  }
  // Routes match case-insensitively, so /Newsletter/1 is the same page, and in every locale (/fr/newsletter/1).
  const isNewsletterPage = /^\/newsletter\/[^/]+\/?$/i.test(pathInLocale(pathname));
  const frameSources = new Set([newsletterFrameSource(config), ...newsletterHosts]);
  const isNewsletterDocument = /(^|\/)newsletters\/[\w-]+\.(html|css)$/.test(pathname);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "media-src 'self'",
    `connect-src ${[...connect].join(' ')}`,
    `frame-src ${isNewsletterPage ? [...frameSources].join(' ') : "'none'"}`,
    `frame-ancestors ${isNewsletterDocument ? "'self'" : "'none'"}`,
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
  ].join('; ');
}

/**
 * The headers every response carries. No Cross-Origin-Opener-Policy, on purpose: a document that sends one is given a
 * browsing context group of its own, so a visitor who arrives from another page in the same tab (a search result, a
 * mail, the start page) waits for a new renderer process before the page can parse, and Chrome on Android gives every
 * site that sends one a process of its own. Measured with `npm run lighthouse` on this site's server, the same blank
 * document scored TBT 176-372 ms with `same-origin` and 40-110 ms without; the site's routes lost about 100 ms of LCP.
 * What it guards against, a window of another origin holding a handle to ours, matters to a site with accounts or
 * personal data; this one has neither, and opens other sites with rel="noopener noreferrer".
 */
export const staticSecurityHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
};

/** The headers that set the policy a document runs under: on a file that never becomes one they are only bytes. */
export const DOCUMENT_ONLY_HEADERS = ['Content-Security-Policy', 'Permissions-Policy'] as const;

/** Where the build puts web fonts, in the shell and in each remote's version folder. */
export const FONT_FOLDER = 'static/fonts';

const FONT_FILE = new RegExp(`^(/remotes/[^/]+/[^/]+)?/${FONT_FOLDER}/[^/]+$`);

/**
 * A font file is never a document, and the page's face is on its critical path: without the ~0.5 KB of document
 * policies its response fits the first round trip of a new connection (14.6 KB) instead of spilling into a second.
 */
export const isFontFile = (pathname: string): boolean => FONT_FILE.test(pathname);

/** Every security header a response to this path carries: the site-wide ones and the CSP, less the document policies on fonts. */
export function securityHeaders(config: RuntimeConfig, pathname: string): [string, string][] {
  const all: [string, string][] = [...Object.entries(staticSecurityHeaders), ['Content-Security-Policy', contentSecurityPolicy(config, pathname)]];
  return isFontFile(pathname) ? all.filter(([name]) => !(DOCUMENT_ONLY_HEADERS as readonly string[]).includes(name)) : all;
}

/** Hashed and versioned files never change: cache forever. The registry and entry documents: never. */
export function cacheControl(pathname: string): string {
  if (/^\/registry\.json$/.test(pathname)) return 'no-store';
  if (/^\/static\//.test(pathname) || /^\/remotes\/[^/]+\/[^/]+\//.test(pathname)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** Puts a path's security headers on a response, taking off document policies an earlier step set on a font. */
export function setSecurityHeaders(res: Pick<ServerResponse, 'setHeader' | 'removeHeader'>, config: RuntimeConfig, pathname: string): void {
  for (const [name, value] of securityHeaders(config, pathname)) res.setHeader(name, value);
  if (isFontFile(pathname)) for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
}
