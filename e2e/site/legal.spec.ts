import { expect, test, type Locator, type Page } from '../support/site-test';
import { localSiteUrl } from '../../tools/apps';
import { expectAdopted, expectPartLive } from '../support/adoption';
import { expectAccessible } from '../support/axe';
import { skipStartupLoader, watchPage } from '../support/page-health';

/** The headings the client's copy gives the privacy policy and terms pages, exactly and in order. */
const PRIVACY_HEADINGS = [
  'Consent',
  'Information we collect',
  'How we use your information',
  'Log Files',
  'Cookies and Web Beacons',
  'Advertising Partners Privacy Policies',
  'Third Party Privacy Policies',
  'CCPA rights',
  'GDPR rights',
  "Children's Information",
];
const TERMS_HEADINGS = [
  'Cookies',
  'License',
  'Hyperlinking to our Content',
  'iFrames',
  'Content Liability',
  'Your Privacy',
  'Reservation of Rights',
  'Removal of links from our website',
  'Disclaimer',
];

const article = (page: Page): Locator => page.getByRole('article');
const contents = (page: Page): Locator => page.getByRole('navigation', { name: 'On this page' });
/** The document's section headings: every h2 of the article but the contents' own. */
const sectionHeadings = (page: Page): Locator => article(page).getByRole('region').getByRole('heading', { level: 2 });

/** Waits until smooth scrolling has settled, then checks the heading sits just below the fixed header. */
async function expectClearOfHeader(page: Page, heading: Locator): Promise<void> {
  const headerBottom = async () => {
    const box = await page.getByRole('banner').boundingBox();
    return box ? box.y + box.height : 0;
  };
  const where = () => page.evaluate(() => `at ${location.href}, scrollY ${window.scrollY}, focus on #${document.activeElement?.id}`);
  await expect(heading).toBeVisible();
  await expect(async () => {
    const before = await heading.boundingBox();
    await page.waitForTimeout(150);
    const after = await heading.boundingBox();
    expect(after?.y, await where()).toBe(before?.y);
    const top = after?.y ?? -1;
    expect(top).toBeGreaterThanOrEqual(await headerBottom());
    expect(top, await where()).toBeLessThan((await headerBottom()) + 120);
  }).toPass({ timeout: 10_000 });
}

/** Opens a legal page and waits for its title; a remote's first load on a busy machine can take a while. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
}

test.beforeEach(async ({ page }) => {
  // Long documents: the accessibility scans and scrolling waits need more than the default budget.
  test.slow();
  await skipStartupLoader(page);
});

test.describe('privacy policy', () => {
  test('has its headings in order, in the contents too, with its facts, and passes the scan', async ({ page }) => {
    const problems = await watchPage(page);
    await open(page, '/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page).toHaveTitle('Privacy Policy | BBG');
    await expect(sectionHeadings(page)).toHaveText(PRIVACY_HEADINGS);
    await expect(contents(page).getByRole('link')).toHaveText(PRIVACY_HEADINGS);

    const ccpa = page.getByRole('region', { name: 'CCPA rights' });
    const gdpr = page.getByRole('region', { name: 'GDPR rights' });
    await expect(ccpa).toContainText('If you make a request, we have one month to respond to you.');
    await expect(gdpr).toContainText('If you make a request, we have one month to respond to you.');
    await expect(gdpr.getByRole('listitem').first()).toContainText('We may charge you a small fee for this service.');
    await expect(page.getByRole('region', { name: "Children's Information" })).toContainText(
      'BBG does not knowingly collect any Personal Identifiable Information from children under the age of 13.',
    );
    await expectAccessible(page);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('points readers to the contact page wherever it asks them to contact us', async ({ page }) => {
    await open(page, '/privacy-policy');
    const links = article(page).getByRole('link', { name: 'contact us' });
    await expect(links).toHaveCount(4);
    for (const link of await links.all()) await expect(link).toHaveAttribute('href', '/contact-us');
  });
});

test.describe('terms and conditions', () => {
  test('has its sections in order, in the contents too, with its facts, and passes the scan', async ({ page }) => {
    const problems = await watchPage(page);
    await open(page, '/t&c');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    await expect(page).toHaveTitle('Terms & Conditions | BBG');
    await expect(sectionHeadings(page)).toHaveText(TERMS_HEADINGS);
    await expect(contents(page).getByRole('link')).toHaveText(TERMS_HEADINGS);

    const hyperlinking = page.getByRole('region', { name: 'Hyperlinking to our Content' });
    await expect(hyperlinking.getByRole('listitem')).toHaveText([
      /^Government agencies/,
      /^Search engines/,
      /^News organisations/,
      /directory distributors/,
      /accredited businesses/,
    ]);
    await expect(hyperlinking).toContainText('Wait 2-3 weeks for a response.');
    const disclaimer = page.getByRole('region', { name: 'Disclaimer' });
    await expect(disclaimer).toContainText('governed by and construed in accordance with the laws of the Netherlands');
    await expect(disclaimer).toContainText('provided free of charge');
    await expectAccessible(page);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('opens typed directly, URL-encoded and from the footer, and links to the privacy policy', async ({ page }) => {
    const problems = await watchPage(page);
    const h1 = page.getByRole('heading', { level: 1, name: 'Terms & Conditions' });
    for (const path of ['/t&c', '/t%26c', '/T&C']) {
      await open(page, path);
      await expect(h1).toBeVisible();
      await expect(page.getByRole('banner')).toHaveAttribute('data-look', 'light');
    }

    // A client navigation moves focus to the new page's heading (before adoption the link loads the document).
    await page.goto('/');
    await expectAdopted(page);
    // The footer comes alive as it nears the viewport; until then its links load a document, which focuses nothing.
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Conditions' });
    await footerLink.scrollIntoViewIfNeeded();
    await expectPartLive(footerLink);
    await footerLink.click();
    await expect(h1).toBeFocused();
    await expect(page).toHaveURL(/\/t(&|%26)c$/);
    await expect(sectionHeadings(page)).toHaveText(TERMS_HEADINGS);

    await page.getByRole('region', { name: 'Your Privacy' }).getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(problems.consoleErrors).toEqual([]);
  });
});

test.describe('the navbar on the legal pages', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('takes its special light look on both pages and drops it elsewhere', async ({ page }) => {
    const header = page.getByRole('banner');
    for (const path of ['/privacy-policy', '/t&c']) {
      await open(page, path);
      await expect(header).toHaveAttribute('data-look', 'light');
      await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    }
    await header.getByRole('link', { name: 'BBG home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header).not.toHaveAttribute('data-look', 'light');
    await expect(header).not.toHaveCSS('background-color', 'rgb(255, 255, 255)');
  });
});

test.describe('contents at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a click on an entry scrolls its heading clear of the header, focuses it and marks the entry current', async ({ page }) => {
    const problems = await watchPage(page);
    await open(page, '/privacy-policy');
    // A readable measure: about 75 characters a line at most (45em of Inter).
    const paragraph = page.getByRole('region', { name: 'Log Files' }).getByRole('paragraph').first();
    const measure = await paragraph.evaluate((node) => node.getBoundingClientRect().width / parseFloat(getComputedStyle(node).fontSize));
    expect(measure).toBeLessThanOrEqual(45);
    const entry = contents(page).getByRole('link', { name: 'Log Files' });
    await entry.click();
    await expect(page).toHaveURL(/\/privacy-policy#log-files$/);
    const heading = page.getByRole('heading', { level: 2, name: 'Log Files' });
    await expect(heading).toBeFocused();
    await expectClearOfHeader(page, heading);
    await expect(entry).toHaveAttribute('aria-current', 'location');
    // The contents stay in view beside the text.
    await expect(contents(page)).toBeInViewport();
    await page.goBack();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(problems.consoleErrors).toEqual([]);
  });

  test('Enter on an entry moves focus to its heading, and Tab carries on inside that section', async ({ page }) => {
    await open(page, '/privacy-policy');
    const entry = contents(page).getByRole('link', { name: 'GDPR rights' });
    // The live contents' keyboard behaviour; a jump before adoption is the browser's own.
    await expectAdopted(page);
    await expectPartLive(entry);
    await entry.focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 2, name: 'GDPR rights' });
    await expect(heading).toBeFocused();
    await expectClearOfHeader(page, heading);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('region', { name: 'GDPR rights' }).getByRole('link', { name: 'contact us' })).toBeFocused();
  });

  test('a deep link to a section lands on its heading', async ({ page }) => {
    await open(page, '/t&c#disclaimer');
    await expectClearOfHeader(page, page.getByRole('heading', { level: 2, name: 'Disclaimer' }));
  });
});

test.describe('contents at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('entries and the way back work by keyboard, nothing overflows sideways, and the scan passes', async ({ page }) => {
    await open(page, '/t&c');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);

    await contents(page).getByRole('link', { name: 'iFrames' }).press('Enter');
    const heading = page.getByRole('heading', { level: 2, name: 'iFrames' });
    await expect(heading).toBeFocused();
    await expectClearOfHeader(page, heading);

    await page.keyboard.press('Tab');
    const back = page.getByRole('region', { name: 'iFrames' }).getByRole('link', { name: 'Back to contents' });
    await expect(back).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(contents(page).getByRole('heading', { name: 'On this page' })).toBeFocused();
    await expect(contents(page)).toBeInViewport();
  });
});

test.describe('printed', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a legal page drops its contents and back links, prints black on white and spells out link addresses', async ({ page }) => {
    await open(page, '/t&c');
    const back = page.getByRole('link', { name: 'Back to contents' }).first();
    await expect(back).toBeVisible();
    await expect(contents(page)).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(contents(page)).toBeHidden();
    await expect(back).toBeHidden();
    for (const text of [page.getByRole('heading', { level: 1 }), page.getByRole('heading', { level: 2, name: 'Disclaimer' }), page.getByText('Wait 2-3 weeks')]) {
      await expect(text).toHaveCSS('color', 'rgb(0, 0, 0)');
    }
    for (const box of [article(page), article(page).locator('header')]) {
      await expect(box).toHaveCSS('background-image', 'none');
      await expect(box).toHaveCSS('background-color', /rgba?\(255, 255, 255|rgba\(0, 0, 0, 0\)/);
    }
    const link = page.getByRole('region', { name: 'Your Privacy' }).getByRole('link', { name: 'Privacy Policy' });
    await expect(link).toHaveCSS('color', 'rgb(0, 0, 0)');
    const printed = await link.evaluate((node) => getComputedStyle(node, '::after').content);
    // The site's public address (config.json's siteUrl; the built config names none, so this checkout's site port).
    expect(printed).toBe(`" (${new URL('/privacy-policy', localSiteUrl).href})"`);
  });
});
