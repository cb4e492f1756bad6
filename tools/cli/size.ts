import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { isRegistry } from '@bbg/shared/contract';
import { repoRoot } from '../apps';
import { deployDir, registryPath } from '../deploy/deploy-paths';
import { createSiteServer } from '../server/create-server';
import { CHROMIUM } from './ensure-browser';

interface Budget {
  readonly defaultKb: number;
  readonly routes: Readonly<Record<string, number>>;
}

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

function routePaths(): string[] {
  const registry: unknown = JSON.parse(readFileSync(registryPath(), 'utf8'));
  if (!isRegistry(registry)) throw new Error('registry.json is not valid: run npm run build first');
  const paths = Object.values(registry.remotes).flatMap((record) => record.versions[record.current]?.routes.map((r) => r.path.replace(/:\w+/g, '1')) ?? []);
  return ['/', ...paths];
}

/** Loads each route in a fresh browser context and adds up the gzip size of every script it fetched. */
export async function run(): Promise<void> {
  const budget = JSON.parse(readFileSync(join(repoRoot, 'size-budget.json'), 'utf8')) as Budget;
  const server = createSiteServer({ root: deployDir(), enquiryLog: join(repoRoot, 'enquiries.jsonl') });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM, args: LAUNCH_ARGS });
  const over: string[] = [];
  try {
    console.log('route'.padEnd(28), 'scripts', 'JS gzip KB', 'budget KB');
    for (const path of routePaths()) {
      const context = await browser.newContext();
      await context.addInitScript(() => sessionStorage.setItem('visited', 'true'));
      const page = await context.newPage();
      const sizes = new Map<string, number>();
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        // Real-user metrics load once the page has reported loaded (spec: loaded lazily): not part of the first load.
        if (/\/web-vitals\.[0-9a-f]+\.js$/.test(response.url())) return;
        const body = await response.body().catch(() => null);
        if (body) sizes.set(response.url(), gzipSync(body, { level: 9 }).length);
      });
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
      await page.locator('h1').first().waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      await context.close();
      const kb = [...sizes.values()].reduce((a, b) => a + b, 0) / 1024;
      const limit = budget.routes[path] ?? budget.defaultKb;
      console.log(path.padEnd(28), String(sizes.size).padStart(7), kb.toFixed(1).padStart(10), String(limit).padStart(9), kb > limit ? 'OVER' : '');
      if (kb > limit) over.push(`${path}: ${kb.toFixed(1)} KB > ${limit} KB`);
    }
  } finally {
    await browser.close();
    server.close();
  }
  if (over.length > 0) throw new Error(`JavaScript over budget:\n${over.join('\n')}`);
}
