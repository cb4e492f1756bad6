/**
 * @jest-environment node
 */
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, chromiumPath } from './ensure-browser';

// Runs after `bbg ensure-browser` (npm run test:e2e), with Debian's Chromium installed.
describe('the measuring tools’ Chromium', () => {
  it('opens a window with nothing but the page in it: no WebUI of its own loading beside the page under test', async () => {
    const browser = await puppeteer.launch({ executablePath: chromiumPath(), headless: true, args: [...CHROMIUM_ARGS] });
    try {
      const context = await browser.createBrowserContext();
      await context.newPage();
      // The popups start with the window; give them time to show up as targets.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const urls = browser.targets().map((target) => target.url());
      expect(urls.filter((url) => url.startsWith('chrome://'))).toEqual([]);
      expect(urls.filter((url) => url === 'about:blank').length).toBeGreaterThanOrEqual(1);
    } finally {
      await browser.close();
    }
  }, 30_000);
});
