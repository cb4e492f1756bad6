/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HtmlValidate } from 'html-validate';
import type { Registry } from '@bbg/contract';
import { repoRoot } from '../apps';
import { deployDir, registryPath } from '../deploy/deploy-paths';
import { startSite, type RunningSite } from '../server/test-site';
import { htmlValidateConfig } from './html-validate-config';
import { APP_DOCUMENT, routeFile } from './route-file';
import { publicPaths, servedPaths } from './sitemap';

// Runs after `npm run build` (npm run test:e2e), on the site it deployed to dist/.
const site = deployDir();
const registry = JSON.parse(readFileSync(registryPath(site), 'utf8')) as Registry;
const pages = publicPaths(registry);

/** How long each test may take: a few seconds alone, several times that beside Playwright on a slow machine. */
const TEST_MS = 180_000;
const CRAWL_MS = TEST_MS - 10_000;

interface CheckedLink {
  readonly url: string;
  readonly status?: number;
  readonly state: 'OK' | 'BROKEN' | 'SKIPPED';
  readonly parent?: string;
}

/**
 * linkinator's command (the package is an ES module only, which Jest does not load): every page from `seeds` on,
 * recursively, each link on the site's own origin checked; links to other hosts are skipped.
 *
 * No `--timeout`: linkinator's timer runs on while it reads and parses a body, and when it fires then, the aborted
 * stream's error goes unhandled and ends the process without a report. On a loaded machine (Playwright's browsers
 * beside this test) a page took that long once. A crawl that hangs is killed here instead, and says so.
 */
function crawl(base: string, seeds: readonly string[]): Promise<CheckedLink[]> {
  const command = join(repoRoot, 'node_modules/linkinator/build/src/cli.js');
  const own = base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const args = [command, ...seeds, '--recurse', '--skip', `^(?!${own}/)`, '--format', 'json', '--concurrency', '16'];
  return new Promise((resolve, reject) => {
    // Exits 1 when a link is broken: the report on stdout is what counts.
    execFile(process.execPath, args, { maxBuffer: 64 * 1024 * 1024, timeout: CRAWL_MS, killSignal: 'SIGKILL' }, (error, stdout, stderr) => {
      try {
        resolve((JSON.parse(stdout) as { links: CheckedLink[] }).links);
      } catch {
        const killed = error?.killed === true ? ` (stopped after ${String(CRAWL_MS / 1000)} s)` : '';
        reject(new Error(`linkinator gave no report${killed}: ${error?.message ?? ''}\n${stderr}`));
      }
    });
  });
}

describe('the built site', () => {
  let running: RunningSite;
  beforeAll(async () => {
    running = await startSite({ root: site });
  });
  afterAll(() => running.close());

  it('has no broken link on any page: a crawler finds every page, stylesheet, script, picture and font it names', async () => {
    const links = await crawl(running.base, pages.map((path) => `${running.base}${encodeURI(path)}`));
    const broken = links.filter((link) => link.state === 'BROKEN').map((link) => `${String(link.status)} ${link.url} (on ${link.parent ?? 'the start'})`);
    expect(broken).toEqual([]);
    // Every page was reached, each with its stylesheets.
    const checked = new Set(links.filter((link) => link.state === 'OK').map((link) => link.url));
    for (const path of pages) expect([path, checked.has(`${running.base}${encodeURI(path)}`)]).toEqual([path, true]);
    expect(links.some((link) => link.url.includes('/static/css/page.'))).toBe(true);
  }, TEST_MS);

  it('writes every pre-rendered page, in every language, as valid HTML (html-validate: recommended and document rules)', async () => {
    const validator = new HtmlValidate(htmlValidateConfig);
    // French and Arabic too: words only one language has (an Arabic phone link's) are checked where they are written.
    const files = [...servedPaths(registry).map(routeFile), APP_DOCUMENT];
    const errors: string[] = [];
    for (const file of files) {
      const report = await validator.validateString(readFileSync(join(site, file), 'utf8'), file);
      for (const result of report.results) {
        for (const message of result.messages) errors.push(`${file}: ${message.ruleId}: ${message.message} (${message.selector ?? `${String(message.line)}:${String(message.column)}`})`);
      }
    }
    expect(errors).toEqual([]);
    expect(files.length).toBeGreaterThan(120);
  }, TEST_MS);
});
