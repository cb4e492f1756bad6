import type { LaunchOptions } from '@playwright/test';
import { chromiumPath, HEADLESS_SHELL } from '../../tools/cli/ensure-browser';

/**
 * Debian's Chromium headless shell (Playwright's own download cannot run here), with the flags this closed network
 * needs. V8 stops at its middle tier (Maglev): a journey's page lives a few seconds, and TurboFan's background
 * compiles took CPU the other journeys needed (about and brand pages: 82 s → 76 s on two cores; behaviour unchanged).
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: chromiumPath(HEADLESS_SHELL),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run', '--js-flags=--max-opt=2'],
};
