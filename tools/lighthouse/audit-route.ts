import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import type { Browser } from 'puppeteer-core';
import { VISITED_KEY } from '@bbg/contract';
import type { Visit } from './lighthouse-options';
import { loaderRanIn } from './loader-trace';

const FLAGS: Flags = {
  // Lighthouse's defaults, said out loud: a mid-range phone, simulated slow 4G (150 ms RTT, 1.6 Mbps) and 4x CPU slowdown.
  formFactor: 'mobile',
  throttlingMethod: 'simulate',
  onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  output: 'html',
  logLevel: 'error',
};

export interface RouteAudit {
  readonly result: RunnerResult;
  readonly loaderRan: boolean;
}

/**
 * One Lighthouse run in a fresh browser context (empty session, cold HTTP cache). For a repeat visit the session
 * flag is set first, on a tiny same-origin document, so the page itself is never loaded warm. Lighthouse then
 * navigates the same tab (session storage survives that) and, as always, clears the HTTP cache before loading:
 * its storage reset leaves session storage alone.
 */
async function auditOnce(browser: Browser, origin: string, route: string, visit: Visit): Promise<RouteAudit> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    if (visit === 'repeat') {
      await page.goto(`${origin}/config.json`);
      await page.evaluate((key) => sessionStorage.setItem(key, 'true'), VISITED_KEY);
    }
    const result = await lighthouse(`${origin}${route}`, FLAGS, undefined, page);
    if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${route}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return { result, loaderRan: loaderRanIn(result.artifacts.Trace) };
  } finally {
    await context.close();
  }
}

const ATTEMPTS = 3;

/** Lighthouse itself says "run Lighthouse again" when a trace comes out broken (NO_NAVSTART on a busy machine). */
export async function auditRoute(browser: Browser, origin: string, route: string, visit: Visit): Promise<RouteAudit> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditOnce(browser, origin, route, visit);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.warn(`${error instanceof Error ? error.message : String(error)}; trying again (${attempt + 1} of ${ATTEMPTS})`);
    }
  }
}
