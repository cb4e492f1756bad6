import type { LaunchOptions } from '@playwright/test';
import { chromiumPath, HEADLESS_SHELL } from '../../tools/cli/ensure-browser';

/**
 * Debian's Chromium headless shell (Playwright's own download cannot run here), with the flags this closed network
 * needs. V8 stops at its baseline compiler (Sparkplug): a journey's page lives a few seconds, and the optimizing
 * tiers' compiles took CPU the other journeys needed. TurboFan off: about and brand pages 82 s → 76 s on two cores;
 * Maglev off too: the locale walks and about.spec 8% less CPU, Playwright's CI phase 396 s against 419–440 s
 * (docs/decisions/0045-ci-time-work-done-once.md). What the pages do is unchanged; only how fast V8 runs them.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: chromiumPath(HEADLESS_SHELL),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run', '--js-flags=--max-opt=1'],
};
