import type { PagePath } from '@bbg/contract';
/** The routes issue 14 measures: the home page and one page of each remote, the heaviest among them. */
export const LIGHTHOUSE_ROUTES = ['/', '/about-us', '/brands', '/spj', '/partners', '/media-center', '/contact-us', '/privacy-policy'] as const satisfies readonly PagePath[];

/** A repeat visit has the session flag set (no 3 s start-up loader); a first visit has not. Both start with a cold HTTP cache. */
export type Visit = 'repeat' | 'first';

export interface LighthouseOptions {
  readonly routes: readonly string[];
  readonly visits: readonly Visit[];
  /** Runs per route and visit; the table shows the median run, as Lighthouse's computeMedianRun picks it (its advice against run-to-run noise). */
  readonly runs: number;
}

/** `--routes /a,/b` or `--routes=/a,/b`: the one way the measuring commands (lighthouse, timeline) take routes. */
export const isRoutesOption = (arg: string | undefined): arg is string => arg === '--routes' || Boolean(arg?.startsWith('--routes='));

/** The value of --routes: paths separated by commas, each starting with a slash. */
export function readRoutes(value: string | undefined, usage: string): readonly string[] {
  const list = (value ?? '').split(',').map((route) => route.trim()).filter(Boolean);
  if (list.length === 0 || list.some((route) => !route.startsWith('/'))) {
    throw new Error(`--routes takes paths separated by commas, like /,/about-us; got ${String(value)}\n${usage}`);
  }
  return list;
}

export const LIGHTHOUSE_USAGE = 'Usage: bbg lighthouse [--routes /a,/b] [--repeat-only | --first-only] [--runs N]';

/** Reads the command's arguments; anything it does not know is an error, not silently ignored. */
export function parseLighthouseArgs(args: readonly string[]): LighthouseOptions {
  let routes: readonly string[] = LIGHTHOUSE_ROUTES;
  let visits: readonly Visit[] = ['repeat', 'first'];
  let runs = 1;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--repeat-only' || arg === '--first-only') {
      if (visits.length === 1) throw new Error(`Give --repeat-only or --first-only, not both.\n${LIGHTHOUSE_USAGE}`);
      visits = [arg === '--repeat-only' ? 'repeat' : 'first'];
    } else if (isRoutesOption(arg)) {
      const value = arg === '--routes' ? args[(i += 1)] : arg.slice('--routes='.length);
      routes = readRoutes(value, LIGHTHOUSE_USAGE);
    } else if (arg === '--runs') {
      runs = Number(args[(i += 1)]);
      if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error(`--runs takes a whole number from 1 to 9\n${LIGHTHOUSE_USAGE}`);
    } else {
      throw new Error(`Unknown argument ${String(arg)}\n${LIGHTHOUSE_USAGE}`);
    }
  }
  return { routes, visits, runs };
}
