import { expect, type Locator, type Page } from '@playwright/test';
import { LATE_FACES_ATTRIBUTE, LIVE_ATTRIBUTE, partsComingAlive, RENDER_ATTRIBUTE, type LateFacesJoined } from '@bbg/contract';


/** The shell's entry script: until it runs, no part of a served page has been adopted. */
const SHELL_ENTRY = /\/static\/js\/main\.[^/]+\.js$/;

/**
 * Holds the shell's entry script back, so the test can act on the served page before any of it is adopted, as a
 * visitor on a slow phone does. Call before `goto` (with `waitUntil: 'commit'`); the returned function lets the
 * script through and waits until the page is adopted.
 */
export async function holdAdoption(page: Page): Promise<() => Promise<void>> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(SHELL_ENTRY, async (route) => {
    await released;
    await route.continue();
  });
  return async () => {
    release();
    await expectAdopted(page);
  };
}

/**
 * Waits until the shell has adopted the served page (its client navigation and every script-driven part work), or
 * rendered it itself where it was not adopted (a page E2E_PREVIEW renders afresh).
 */
export async function expectAdopted(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute(RENDER_ATTRIBUTE, /^(adopted|client)$/, { timeout: 30_000 });
}

/**
 * Waits until the page's late faces (every web font but its LCP words' face, added once the first paint is on
 * screen) have loaded, so a comparison of the served page with the adopted one is not one of fallback and web fonts.
 */
export async function fontsSettled(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute(LATE_FACES_ATTRIBUTE, 'added' satisfies LateFacesJoined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** The web faces (family and weight) the page has loaded. */
export const loadedFaces = (page: Page): Promise<string[]> =>
  page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded' && !/fallback/.test(face.family)).map((face) => `${face.family.replace(/"/g, '')} ${face.weight}`));

/** Lighthouse's slow phone, harder on the CPU: CPU ×8, 1.6 Mbps down, 750 kbps up, 150 ms round trips. */
export async function emulateSlowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** Tags every served control (links, buttons, fields, tabs) so the same elements can be found after adoption. */
export async function tagServedControls(page: Page): Promise<number> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll('#root a[href], #root button, #root input, #root select, #root textarea, #root summary, #root [role="tab"]');
    controls.forEach((control, index) => control.setAttribute('data-served-control', String(index)));
    (window as unknown as { __servedControls: Element[] }).__servedControls = [...controls];
    return controls.length;
  });
}

/** The served controls that adoption replaced (no longer in the document), described for the failure message. */
export async function replacedControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window as unknown as { __servedControls: Element[] }).__servedControls
      .filter((control) => !control.isConnected)
      .map((control) => `${control.tagName.toLowerCase()} "${(control.textContent ?? '').trim().slice(0, 40) || control.getAttribute('aria-label') || ''}"`),
  );
}

/**
 * Waits until the part an element sits in has come alive: a control in a part still served (an island that hydrates
 * when idle or near, on a busy machine seconds after the page is adopted, or a slice of the page adopted after its
 * root) has no behaviour yet. A link there works as a plain link, a document load, and a hover opens nothing. A part
 * that never hydrates has no behaviour to wait for.
 */
export async function expectPartLive(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node, [part, live]) => node.closest(part)?.hasAttribute(live) ?? true, [partsComingAlive(), LIVE_ATTRIBUTE] as const), { timeout: 30_000 })
    .toBe(true);
}
