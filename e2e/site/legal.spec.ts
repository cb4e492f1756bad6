import { expect, test } from '../support/site-test';
import { expectAdopted, expectPartLive } from '../support/adoption';
import { expectAccessible } from '../support/axe';
import { skipStartupLoader, watchPage } from '../support/page-health';
import { article, contents, openLegalPage, sectionHeadings } from '../support/legal-page';

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

test.beforeEach(async ({ page }) => {
  // Long documents: the accessibility scans and scrolling waits need more than the default budget.
  test.slow();
  await skipStartupLoader(page);
});

test.describe('privacy policy', () => {
  test('has its headings in order, in the contents too, with its facts, and passes the scan', async ({ page }) => {
    const problems = await watchPage(page);
    await openLegalPage(page, '/privacy-policy');
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
    await openLegalPage(page, '/privacy-policy');
    const links = article(page).getByRole('link', { name: 'contact us' });
    await expect(links).toHaveCount(4);
    for (const link of await links.all()) await expect(link).toHaveAttribute('href', '/contact-us');
  });
});

test.describe('terms and conditions', () => {
  test('has its sections in order, in the contents too, with its facts, and passes the scan', async ({ page }) => {
    const problems = await watchPage(page);
    await openLegalPage(page, '/t&c');
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
      await openLegalPage(page, path);
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
      await openLegalPage(page, path);
      await expect(header).toHaveAttribute('data-look', 'light');
      await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    }
    await header.getByRole('link', { name: 'BBG home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header).not.toHaveAttribute('data-look', 'light');
    await expect(header).not.toHaveCSS('background-color', 'rgb(255, 255, 255)');
  });
});
