import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { parseRuntimeConfig } from '@bbg/shared/config/runtime-config';
import { repoRoot } from '../apps';
import { deployDir } from '../deploy/deploy-paths';
import { auditRoute } from '../lighthouse/audit-route';
import { parseLighthouseArgs } from '../lighthouse/lighthouse-options';
import { figuresOf, medianRun, REPEAT_VISIT_GOALS, tableHeader, tableRow, type RouteFigures } from '../lighthouse/lighthouse-summary';
import { createSiteServer } from '../server/create-server';
import { CHROMIUM_ARGS, chromiumPath } from './ensure-browser';

const reportName = (route: string, visit: string): string => `${route === '/' ? 'home' : route.slice(1).replace(/\W+/g, '-')}-${visit}.html`;

/**
 * Lighthouse (mobile, simulated throttling) on the built site, each route as a repeat visit and as a first visit.
 * A measurement, not a gate: timings swing with the machine's load (--runs N keeps the median run of N).
 * Reports go to test-results/lighthouse/.
 */
export async function run(args: readonly string[] = []): Promise<void> {
  const options = parseLighthouseArgs(args);
  const root = deployDir();
  const config = parseRuntimeConfig(JSON.parse(readFileSync(join(root, 'config.json'), 'utf8')));
  const outDir = join(repoRoot, 'test-results', 'lighthouse');
  mkdirSync(outDir, { recursive: true });
  const server = createSiteServer({ root, enquiryLog: join(outDir, 'enquiries.jsonl') });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const browser = await puppeteer.launch({ executablePath: chromiumPath(), headless: true, args: [...CHROMIUM_ARGS], defaultViewport: null });
  const rows: (RouteFigures & { readonly performanceOfEachRun: readonly number[] })[] = [];
  try {
    console.log(tableHeader());
    for (const route of options.routes) {
      for (const visit of options.visits) {
        const runs: (RouteFigures & { readonly report: string })[] = [];
        while (runs.length < options.runs) {
          const { result, loaderRan } = await auditRoute(browser, origin, route, visit, config.loaderDurationMs);
          runs.push({ ...figuresOf(result.lhr, route, visit, loaderRan), report: String(result.report) });
        }
        const { report, ...figures } = medianRun(runs);
        writeFileSync(join(outDir, reportName(route, visit)), report);
        rows.push({ ...figures, performanceOfEachRun: runs.map((run) => run.performance) });
        console.log(tableRow(figures));
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  const summary = { measuredAt: new Date().toISOString(), origin, goals: { repeatVisit: REPEAT_VISIT_GOALS }, routes: rows };
  writeFileSync(join(outDir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  const failed = [...new Set(rows.flatMap((row) => row.failedAudits))];
  if (failed.length > 0) console.log(`\nAudits costing accessibility, best practices or SEO points: ${failed.join(', ')}`);
  const benchmark = rows.map((row) => row.benchmarkIndex).filter((index): index is number => index !== null);
  if (benchmark.length > 0) console.log(`Lighthouse benchmark index of this machine: ${Math.min(...benchmark)}–${Math.max(...benchmark)}`);
  console.log(`Reports and summary.json in ${outDir}`);
}
