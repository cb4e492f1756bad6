import { mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type { Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { repoRoot } from '../apps';
import { deployDir } from '../deploy/deploy-paths';
import { auditRoute } from '../lighthouse/audit-route';
import { createFloorServer, FLOOR_LABEL } from '../lighthouse/floor-page';
import type { Visit } from '../lighthouse/lighthouse-options';
import { figuresOf, measuredRow, REPEAT_VISIT_GOALS, spreadLine, tableHeader, tableRow, type MeasuredRow, type RouteFigures } from '../lighthouse/lighthouse-summary';
import { createSiteServer } from '../server/create-server';
import { CHROMIUM_ARGS, installedChromium } from './ensure-browser';
import { lighthouseOptions } from './lighthouse-args';
import { listenOrSay } from './port-in-use';

export { lighthouseCommand as command } from './lighthouse-args';

const reportName = (label: string, visit: string): string => `${label === '/' ? 'home' : label.replace(/^\W+|\W+$/g, '').replace(/\W+/g, '-')}-${visit}.html`;

const listen = async (server: Server, port = 0): Promise<string> => {
  await listenOrSay(server, port, '--port <port>');
  return `http://localhost:${(server.address() as AddressInfo).port}`;
};

/**
 * Lighthouse (mobile, simulated throttling) on the built site, each route as a repeat visit and as a first visit.
 * A measurement, not a gate: timings swing with the machine's load (--runs N keeps the median run of N, as
 * Lighthouse picks it: the run closest to the median FCP and time to interactive, not the median of one score).
 * A blank page is measured first, the same way: the floor this machine sets for any page (tools/lighthouse/floor-page.ts).
 * Reports go to test-results/lighthouse/.
 */
export async function run(args: readonly string[] = []): Promise<void> {
  const options = lighthouseOptions(args);
  const executablePath = installedChromium();
  const root = deployDir();
  const outDir = join(repoRoot, 'test-results', 'lighthouse');
  mkdirSync(outDir, { recursive: true });
  const server = createSiteServer({ root, enquiryLog: join(outDir, 'enquiries.jsonl') });
  const floorServer = createFloorServer();
  const origin = await listen(server, options.port);
  const floorOrigin = await listen(floorServer);
  const browser = await puppeteer.launch({ executablePath, headless: true, args: [...CHROMIUM_ARGS], defaultViewport: null });
  const rows: MeasuredRow[] = [];
  const floor: MeasuredRow[] = [];
  // The median of --runs runs of one page and visit, printed as a row under `label`; its report is named after `label`.
  const measure = async (at: string, route: string, visit: Visit, label: string): Promise<MeasuredRow> => {
    const runs: RouteFigures[] = [];
    const results: Result[] = [];
    const reports: string[] = [];
    while (runs.length < options.runs) {
      const { result, loaderRan } = await auditRoute(browser, at, route, visit);
      runs.push(figuresOf(result.lhr, label, visit, loaderRan));
      results.push(result.lhr);
      reports.push(String(result.report));
    }
    const median = results.indexOf(computeMedianRun(results));
    writeFileSync(join(outDir, reportName(label, visit)), reports[median] ?? '');
    const row = measuredRow(runs, median);
    console.log(tableRow(row));
    return row;
  };
  try {
    console.log(tableHeader());
    for (const visit of options.visits) floor.push(await measure(floorOrigin, '/', visit, FLOOR_LABEL));
    for (const route of options.routes) {
      for (const visit of options.visits) rows.push(await measure(origin, route, visit, route));
    }
  } finally {
    await browser.close();
    server.close();
    floorServer.close();
  }
  const summary = { measuredAt: new Date().toISOString(), origin, goals: { repeatVisit: REPEAT_VISIT_GOALS }, floor, routes: rows };
  writeFileSync(join(outDir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  const failed = [...new Set(rows.flatMap((row) => row.failedAudits))];
  if (failed.length > 0) console.log(`\nAudits costing accessibility, best practices or SEO points: ${failed.join(', ')}`);
  const benchmark = rows.map((row) => row.benchmarkIndex).filter((index): index is number => index !== null);
  if (benchmark.length > 0) console.log(`Lighthouse benchmark index of this machine: ${Math.min(...benchmark)}–${Math.max(...benchmark)}`);
  for (const row of floor) {
    console.log(`The floor, ${row.visit} visit: a blank page measures performance ${row.performance}, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms on this machine.`);
  }
  if (options.runs > 1) console.log(`\nEach run, in the order they ran:\n${[...floor, ...rows].map(spreadLine).join('\n')}`);
  console.log(`Reports and summary.json in ${outDir}`);
}
