import { expect, test, type Locator } from '../support/site-test';
import { expectAccessible } from '../support/axe';
import { skipStartupLoader, watchPage } from '../support/page-health';
import { openPartners } from '../support/partners-page';

/** The partners page itself, on a desktop and a phone (the Join Us form's journeys are in partners-enquiry.spec.ts). */

// The slider journey waits through several moves, and a busy machine can slow the first load of the remote.
test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ page }) => skipStartupLoader(page));

/** The transform of the supplier slider's moving row. */
const rowPosition = (slider: Locator) => slider.locator('.swiper-wrapper').evaluate((row) => getComputedStyle(row).transform);

test.describe('partners page, desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  // The journeys that stay on the page share one load; the supplier slider, which waits through several moves, has
  // its own with the claims (each journey was a load of its own).
  test('opens with the hero and five section dots, accessible, with no console errors or CSP violations; Explore Now, the dots, the newsletter block and the Join Us modal', async ({ page }) => {
    const problems = await watchPage(page);
    await openPartners(page);
    await test.step('the hero and five section dots, accessible', async () => {
      await expect(page.getByRole('navigation', { name: 'Page sections' }).getByRole('link')).toHaveText(['Partners', 'Why', 'Who', 'Stories', 'How']);
      await expect(page).toHaveTitle('Partners | BBG');
      await expectAccessible(page);
    });
    await test.step('Explore Now and the arrow scroll on to Why; the dots scroll to their sections and follow the scroll', async () => {
      const dots = page.getByRole('navigation', { name: 'Page sections' }).getByRole('link');
      await page.getByRole('link', { name: 'Explore Now' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'A partner that travels further' })).toBeInViewport();
      await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
      await dots.nth(0).click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await page.getByRole('link', { name: 'Scroll to next section' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'A partner that travels further' })).toBeInViewport();
      await dots.nth(4).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Become a BBG partner' })).toBeInViewport();
      await expect(dots.nth(4)).toHaveAttribute('aria-current', 'true');
    });
    await test.step('the newsletter block flags an invalid email and accepts a valid one', async () => {
      const email = page.getByRole('textbox', { name: 'Subscribe to our newsletter' });
      await email.fill('not an email');
      await expect(page.getByText('Please enter a valid email address')).toBeVisible();
      await email.fill('amira@nilehorizon.example');
      await expect(page.getByText('Please enter a valid email address')).toBeHidden();
      await email.press('Enter');
      await expect(email).toHaveValue('');
    });
    await test.step('Join Us opens the partner modal, accessible while open; the close button closes it and focus returns', async () => {
      await page.getByRole('button', { name: 'Join Us' }).click();
      const dialog = page.getByRole('dialog', { name: 'Partner with BBG' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Full Name')).toBeVisible();
      expect(await dialog.getByLabel('Country').locator('option').count()).toBeGreaterThan(190);
      await expect(dialog.getByLabel('Country').locator('option').last()).toHaveText('Other');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Join Us' })).toBeFocused();
    });
    expect(problems.cspViolations).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test("the supplier slider shows 4 of nine logos, glides by itself and pauses on hover and on focus; this page's claims, four testimonials from named companies and the two 2024 awards", async ({ page }) => {
    await openPartners(page);
    await test.step("this page's claims, four testimonials from named companies and the two 2024 awards", async () => {
      for (const claim of ['10+', '500+', 'Up to 20% travel savings', '200,000', '1 million', '2016', '20+']) {
        await expect(page.getByText(claim, { exact: true }).first()).toBeAttached();
      }
      const testimonials = page.getByRole('region', { name: 'What our partners say' });
      for (const company of ['Nile Horizon Travel', 'Baobab Journeys', 'Gulf Pearl Tourism', 'Monsoon Trails']) {
        await expect(testimonials.getByText(company, { exact: false })).toBeAttached();
      }
      await expect(testimonials.getByRole('figure')).toHaveCount(4);
      const awards = page.getByRole('region', { name: 'Our achievements' });
      await expect(awards.getByRole('heading', { level: 4 })).toHaveText([/Arabian Travel Awards 2024/, /World Travel Awards 2024/]);
      await awards.scrollIntoViewIfNeeded();
      await awards.getByRole('button', { name: 'Next slide' }).click();
      await expect(awards.getByRole('heading', { name: /World Travel Awards 2024/ })).toBeInViewport();
    });
    await test.step('the supplier slider shows 4 of nine logos, glides by itself and pauses on hover and on focus', async () => {
      const slider = page.getByRole('region', { name: 'Our suppliers' });
      await slider.scrollIntoViewIfNeeded();
      await expect(slider.getByRole('group')).toHaveCount(9);
      const widths = await slider.evaluate((region) => {
        const slide = region.querySelector('.swiper-slide');
        return { slide: slide?.getBoundingClientRect().width ?? 0, row: region.querySelector('.swiper')?.getBoundingClientRect().width ?? 0 };
      });
      expect(widths.slide).toBeCloseTo((widths.row - 3 * 16) / 4, 0);
      await expect(slider.locator('.swiper-wrapper')).toHaveCSS('transition-timing-function', 'linear');

      const start = await rowPosition(slider);
      await expect.poll(() => rowPosition(slider), { timeout: 8000 }).not.toBe(start);

      await slider.hover();
      await page.waitForTimeout(2100); // let a move already under way finish
      const hovered = await rowPosition(slider);
      await page.waitForTimeout(4500);
      expect(await rowPosition(slider)).toBe(hovered);

      await page.mouse.move(5, 5);
      await slider.getByRole('button', { name: 'Pause carousel' }).focus();
      await page.waitForTimeout(2100);
      const focused = await rowPosition(slider);
      await page.waitForTimeout(4500);
      expect(await rowPosition(slider)).toBe(focused);
    });
  });
});

test.describe('partners page, phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('renders accessibly, the supplier slider shows 2.5 logos, and the modal fits', async ({ page }) => {
    const problems = await watchPage(page);
    await openPartners(page);
    await expectAccessible(page);
    const slider = page.getByRole('region', { name: 'Our suppliers' });
    const widths = await slider.evaluate((region) => ({
      slide: region.querySelector('.swiper-slide')?.getBoundingClientRect().width ?? 0,
      row: region.querySelector('.swiper')?.getBoundingClientRect().width ?? 0,
    }));
    expect(widths.slide).toBeCloseTo((widths.row - 1.5 * 16) / 2.5, 0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Join Us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Partner with BBG' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width ?? 999).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('under 360 px the supplier slider shows 2 logos', async ({ page }) => {
    await page.setViewportSize({ width: 340, height: 760 });
    await openPartners(page);
    const slider = page.getByRole('region', { name: 'Our suppliers' });
    const widths = await slider.evaluate((region) => ({
      slide: region.querySelector('.swiper-slide')?.getBoundingClientRect().width ?? 0,
      row: region.querySelector('.swiper')?.getBoundingClientRect().width ?? 0,
    }));
    expect(widths.slide).toBeCloseTo((widths.row - 16) / 2, 0);
  });
});
