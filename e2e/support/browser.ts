import type { LaunchOptions } from '@playwright/test';
import { HEADLESS_SHELL } from '../../tools/cli/ensure-browser';

/** Debian's Chromium headless shell (Playwright's own download cannot run here), with the flags this closed network needs. */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? HEADLESS_SHELL,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
};
