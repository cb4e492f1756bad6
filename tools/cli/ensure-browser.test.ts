/**
 * @jest-environment node
 */
import { DeployError } from '../deploy/deploy-error';
import { CHROMIUM, ensureBrowsers, HEADLESS_SHELL, installedChromium, PROMTOOL, type BrowserHost } from './ensure-browser';

/** A machine with the files in `present`, root or not, where installing a package adds the files named in `installs`. */
function host(present: string[], { root = true, installs = {} as Record<string, string> } = {}): BrowserHost & { installed: string[][] } {
  const installed: string[][] = [];
  return {
    installed,
    exists: (path) => present.includes(path),
    isRoot: () => root,
    install: (packages) => {
      installed.push([...packages]);
      for (const name of packages) if (installs[name]) present.push(installs[name]);
    },
  };
}

/** What `call` stops with: the error's kind and message. */
function refusal(call: () => unknown): { kind: string; message: string } {
  try {
    call();
  } catch (error) {
    if (error instanceof Error) return { kind: error.constructor.name, message: error.message };
  }
  throw new Error('not refused');
}

describe('the browsers the tools start', () => {
  const saved = process.env.CHROMIUM_PATH;
  beforeEach(() => {
    delete process.env.CHROMIUM_PATH;
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.CHROMIUM_PATH;
    else process.env.CHROMIUM_PATH = saved;
  });

  it('installs nothing that is there, and only what is missing', () => {
    const full = host([CHROMIUM, HEADLESS_SHELL, PROMTOOL]);
    ensureBrowsers(undefined, full);
    expect(full.installed).toEqual([]);
    const half = host([CHROMIUM], { installs: { 'chromium-headless-shell': HEADLESS_SHELL, prometheus: PROMTOOL } });
    ensureBrowsers(undefined, half);
    expect(half.installed).toEqual([['chromium-headless-shell', 'prometheus']]);
  });

  it('gives a measuring tool the browser it starts, installing it first when missing, as npm test does (npm run size run alone)', () => {
    const machine = host([], { installs: { 'chromium-headless-shell': HEADLESS_SHELL } });
    expect(installedChromium(HEADLESS_SHELL, machine)).toBe(HEADLESS_SHELL);
    expect(machine.installed).toEqual([['chromium-headless-shell']]);
  });

  it('says in one line what to run when it may not install (not root), or when installing did not help', () => {
    const user = host([CHROMIUM], { root: false });
    expect(refusal(() => installedChromium(HEADLESS_SHELL, user))).toEqual({
      kind: DeployError.name,
      message: `${HEADLESS_SHELL} missing. Install as root: apt-get install -y chromium-headless-shell`,
    });
    expect(user.installed).toEqual([]);
    expect(refusal(() => ensureBrowsers(undefined, host([])))).toEqual({ kind: DeployError.name, message: `apt-get finished but ${CHROMIUM} and ${HEADLESS_SHELL} and ${PROMTOOL} still missing` });
    const offline: BrowserHost = {
      ...host([]),
      install: () => {
        throw new Error('Command failed: apt-get update -qq');
      },
    };
    expect(refusal(() => installedChromium(CHROMIUM, offline))).toEqual({
      kind: DeployError.name,
      message: 'apt-get could not install chromium: install it, or set CHROMIUM_PATH to another Chromium.',
    });
  });

  it('starts the browser CHROMIUM_PATH names instead, as it is, and says so when it is not there', () => {
    process.env.CHROMIUM_PATH = '/opt/chromium/chrome';
    const machine = host(['/opt/chromium/chrome']);
    expect(installedChromium(HEADLESS_SHELL, machine)).toBe('/opt/chromium/chrome');
    expect(machine.installed).toEqual([]);
    expect(refusal(() => installedChromium(CHROMIUM, host([])))).toEqual({ kind: DeployError.name, message: 'CHROMIUM_PATH is /opt/chromium/chrome, which does not exist.' });
  });
});
