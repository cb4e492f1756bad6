import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { DeployError } from '../deploy/deploy-error';
import { defineCommand, parseCommand } from './command-args';

/** Debian's Chromium: Lighthouse and the slow-phone timeline measure with the browser visitors run. */
export const CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's headless shell of the same Chromium, the build Playwright itself runs headless tests in: no browser UI to
 * start, so a context opens in about a third of the time and the journeys run about a fifth faster.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * How the tools start Chromium (lighthouse, timeline, size and the imagery scripts): no sandbox or GPU here,
 * nothing fetched in the background. And without the omnibox's WebUI popups: since Chromium 156 every new window (each Lighthouse run's
 * fresh context) loads two of them, with hundreds of scripts, in renderers of their own, while the page under test
 * loads. On two cores that halved the page's share of the CPU: the same build of / measured FCP 1181 ms and TBT
 * 634 ms with them, 527 ms and 98 ms without (4x CPU, median of 5), and runs swung three times as widely. A phone's
 * browser has its popup loaded long before a page is opened.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
] as const;

/** The Chromium a tool starts: CHROMIUM_PATH when set (another build), else `build` (Debian's Chromium unless said). */
export const chromiumPath = (build: string = CHROMIUM): string => process.env.CHROMIUM_PATH ?? build;

/** Prometheus's checker, which the collector's test runs on its /metrics (not a browser, but installed the same way). */
export const PROMTOOL = '/usr/bin/promtool';

const PACKAGES = { [CHROMIUM]: 'chromium', [HEADLESS_SHELL]: 'chromium-headless-shell', [PROMTOOL]: 'prometheus' } as const;

type DebianBrowser = keyof typeof PACKAGES;

/** What installing a browser needs of the machine (a test hands in another). */
export interface BrowserHost {
  readonly exists: (path: string) => boolean;
  readonly isRoot: () => boolean;
  readonly install: (packages: readonly string[]) => void;
}

const debian: BrowserHost = {
  exists: existsSync,
  isRoot: () => process.getuid?.() === 0,
  install: (packages) => {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
  },
};

/** Installs Debian's package of each browser (and promtool) at `paths` that is missing (no browser downloads here); as root only. */
export function ensureBrowsers(paths: readonly DebianBrowser[] = [CHROMIUM, HEADLESS_SHELL, PROMTOOL], host: BrowserHost = debian): void {
  const missing = paths.filter((path) => !host.exists(path));
  if (missing.length === 0) return;
  const packages = missing.map((path) => PACKAGES[path]);
  if (!host.isRoot()) throw new DeployError(`${missing.join(' and ')} missing. Install as root: apt-get install -y ${packages.join(' ')}`);
  console.log(`Installing Debian's ${packages.join(' and ')}…`);
  try {
    host.install(packages);
  } catch {
    // apt-get has said why, above.
    throw new DeployError(`apt-get could not install ${packages.join(' and ')}: install it, or set CHROMIUM_PATH to another Chromium.`);
  }
  const still = missing.filter((path) => !host.exists(path));
  if (still.length > 0) throw new DeployError(`apt-get finished but ${still.join(' and ')} still missing`);
}

/**
 * The Chromium a measuring tool starts (size, timeline, lighthouse), there to be started: CHROMIUM_PATH when set, else
 * Debian's `build`, installed first if missing as `npm test` does, so a tool run alone does not end in a browser's
 * failure to launch.
 */
export function installedChromium(build: DebianBrowser = CHROMIUM, host: BrowserHost = debian): string {
  const path = chromiumPath(build);
  if (path !== build && !host.exists(path)) throw new DeployError(`CHROMIUM_PATH is ${path}, which does not exist.`);
  if (path === build) ensureBrowsers([build], host);
  return path;
}

export const command = defineCommand({ usage: "Usage: npx bbg ensure-browser   (installs Debian's Chromium, its headless shell and Prometheus's promtool when missing)" });

/** Playwright uses Debian's Chromium, the collector's test Prometheus's promtool: install them with apt-get when missing. */
export async function run(args: readonly string[] = []): Promise<void> {
  parseCommand(args, command);
  ensureBrowsers();
}
