import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's Chromium: Lighthouse and the slow-phone timeline measure with the browser visitors run. */
export const CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's headless shell of the same Chromium, the build Playwright itself runs headless tests in: no browser UI to
 * start, so a context opens in about a third of the time and the journeys run about a fifth faster.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

const PACKAGES: Readonly<Record<string, string>> = { [CHROMIUM]: 'chromium', [HEADLESS_SHELL]: 'chromium-headless-shell' };

/** Playwright uses Debian's Chromium (no browser downloads here): install it with apt-get when missing. */
export async function run(): Promise<void> {
  const missing = Object.keys(PACKAGES).filter((path) => !existsSync(path));
  if (missing.length === 0) return;
  const packages = missing.map((path) => PACKAGES[path] as string);
  if (process.getuid?.() !== 0) {
    throw new Error(`${missing.join(' and ')} missing. Install as root: apt-get install -y ${packages.join(' ')}`);
  }
  console.log(`Installing Debian's ${packages.join(' and ')} for the browser tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
  const still = missing.filter((path) => !existsSync(path));
  if (still.length > 0) throw new Error(`apt-get finished but ${still.join(' and ')} still missing`);
}
