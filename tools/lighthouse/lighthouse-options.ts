import type { PagePath } from '@bbg/contract';
import { DeployError } from '../deploy/deploy-error';
/** The routes issue 14 measures: the home page and one page of each remote, the heaviest among them. */
export const LIGHTHOUSE_ROUTES = ['/', '/about-us', '/brands', '/spj', '/partners', '/media-center', '/contact-us', '/privacy-policy'] as const satisfies readonly PagePath[];

/** A repeat visit has the session flag set (no 3 s start-up loader); a first visit has not. Both start with a cold HTTP cache. */
export type Visit = 'repeat' | 'first';

export interface LighthouseOptions {
  readonly routes: readonly string[];
  readonly visits: readonly Visit[];
  /** Runs per route and visit; the table shows the median run, as Lighthouse's computeMedianRun picks it (its advice against run-to-run noise). */
  readonly runs: number;
  /** The site's port: 0, a free one, unless --port names one. The blank page always gets a free one. */
  readonly port: number;
}

/** A page's path: a slash, then segments without spaces, queries or dot segments (`/`, `/fr/t&c`). */
const PAGE_PATH = /^\/(?:[^/\s?#]+(?:\/[^/\s?#]+)*)?$/;
const isPagePath = (route: string): boolean => PAGE_PATH.test(route) && !route.split('/').some((segment) => segment === '.' || segment === '..');

/** The value of --routes: paths separated by commas, each a page's path; anything else is refused in one line. */
export function readRoutes(value: string | undefined, usage: string): readonly string[] {
  const list = (value ?? '').split(',').map((route) => route.trim()).filter(Boolean);
  if (list.length === 0 || !list.every(isPagePath)) {
    throw new DeployError(`--routes takes page paths separated by commas, like /,/about-us; got ${String(value)}. ${usage}`);
  }
  return list;
}

export const LIGHTHOUSE_USAGE = 'Usage: npm run lighthouse -- [--routes /a,/b] [--repeat-only | --first-only] [--runs N] [--port <port>]   (the site served on a free port unless --port names one)';
