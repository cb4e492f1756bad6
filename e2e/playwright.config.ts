import { defineConfig, devices } from '@playwright/test';
import { catalogueApp, remoteApps, sitePort } from '../tools/apps';
import { deployDir } from '../tools/deploy/deploy-paths';
import { chromiumLaunchOptions } from './support/browser';
import { e2ePreview, previewedVersion } from './support/preview';
import { projectFlagged, projectFlags } from './support/project-flags';
import { readDeployedRegistry } from './support/registry';

const bbg = 'node ../tools/bin/bbg.mjs';

/**
 * E2E_PROJECTS=site,mfe-about limits both the projects and the servers started for them (every project when unset),
 * so one team's run does not take the other remotes' ports.
 */
const selected = process.env.E2E_PROJECTS?.split(',').map((name) => name.trim());
const wanted = (name: string): boolean => !selected || selected.includes(name);

/**
 * Playwright's own `--project` flags (`npx playwright test … --project mfe-brands`, `--project mfe-legal mfe-contact`,
 * `--project 'mfe-*'`): they pick the projects, but alone they would still start every server. Only the runner starts
 * servers, and only it reads its command line here.
 */
const flagged = projectFlags(process.argv.slice(2));
const served = (name: string): boolean => wanted(name) && (!flagged || projectFlagged(flagged, name));

/**
 * E2E_PREVIEW: the site's journeys on a staged version. One the served registry does not stage would leave them on
 * the live site, passing, so the runner stops; else it says what the run is on. Workers load this file too, silently.
 */
const preview = served('site') ? e2ePreview() : undefined;
if (preview && process.env.TEST_WORKER_INDEX === undefined) {
  const { publishedAt } = previewedVersion(preview, readDeployedRegistry(), deployDir());
  console.log(`The site's journeys run on the preview of ${preview.remote} ${preview.version} (staged in ${deployDir()}, published ${publishedAt}); each test's tab starts on it.`);
}

/**
 * One project for the composed site and one per remote running standalone (QA's view of each remote).
 * `npm run test:e2e` builds first; the servers here only serve what was built.
 */
export default defineConfig({
  testDir: '.',
  outputDir: '../test-results',
  fullyParallel: true,
  // Three workers on two cores: much of a journey waits (timers, transitions, the network), so a third worker fills
  // that time; a fourth gains nothing (the run keeps both cores 95 % busy). Its time on CI: docs/testing.md#ci.
  // E2E_WORKERS overrides it (2 on a machine that is busy with other work: the throttled-phone journeys, CPU ×8, are
  // the first to run out of time there).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // On CI one retry, so a test that fails once under a loaded runner does not sink the run; the list reporter
  // still names it as flaky, so it is seen and fixed rather than hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // The JSON report keeps each test's duration, so the slowest can be found after a run (see the README's QA section).
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e-report.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions,
    trace: 'on-first-retry',
  },
  projects: [
    { name: 'site', testDir: './site', use: { baseURL: `http://localhost:${sitePort}` } },
    { name: 'kit', testDir: './kit', use: { baseURL: `http://localhost:${catalogueApp.port}` } },
    ...remoteApps.map((remote) => ({
      name: remote.dir,
      // Each remote owns its suite, in its own folder (mfe-<id>/e2e/*.spec.ts).
      testDir: `../${remote.dir}/e2e`,
      use: { baseURL: `http://localhost:${remote.port}` },
    })),
  ].filter((project) => wanted(project.name)),
  webServer: [
    { name: 'site', command: `${bbg} serve --port ${sitePort}`, url: `http://localhost:${sitePort}/registry.json`, reuseExistingServer: false, timeout: 60_000 },
    { name: 'kit', command: `${bbg} standalone catalogue`, url: `http://localhost:${catalogueApp.port}/`, reuseExistingServer: false, timeout: 120_000 },
    ...remoteApps.map((remote) => ({
      name: remote.dir,
      command: `${bbg} standalone ${remote.dir}`,
      url: `http://localhost:${remote.port}/remoteEntry.js`,
      reuseExistingServer: false,
      timeout: 120_000,
    })),
  ].filter((server) => served(server.name)),
});
