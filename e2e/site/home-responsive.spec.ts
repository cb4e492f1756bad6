import { expect, test } from '../support/site-test';
import { expectAccessible } from '../support/axe';
import { slidesPerView } from '../support/carousel';
import { hero, heroButtonsStayPut, openHome, showSection } from '../support/home-page';
import { skipStartupLoader, watchPage } from '../support/page-health';

// A long page with carousels and a full accessibility scan: more than the default 45 s on a busy machine.
test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ page }) => skipStartupLoader(page));

test.describe('home page under reduced motion', () => {
  test.use({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });

  test('the hero and the background video stay still until Play is pressed', async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    const title = hero(page).getByRole('heading', { level: 1 });
    await page.clock.runFor(16500);
    await expect(title).toContainText('many journeys');
    await expect(hero(page).getByRole('button', { name: 'Play messages' })).toBeVisible();
    const about = await showSection(page, 'home-about', 'A group built on trust');
    await expect(about.getByRole('button', { name: 'Play background video' })).toBeVisible();
    expect(await about.locator('video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });
});

test.describe('home page at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the hero's buttons stay put as its messages change (no layout shift); shows three brand logos and one and a half photos at a time, and passes the accessibility scan", async ({ page }) => {
    const problems = await watchPage(page);
    await openHome(page);
    await test.step("the hero's buttons stay put as its messages change (no layout shift)", () => heroButtonsStayPut(page));
    const experience = await showSection(page, 'home-experience', 'Our founding vision');
    const logos = experience.getByRole('region', { name: 'Brand logos' });
    expect(await slidesPerView(logos)).toBeCloseTo(3, 1);
    const culture = await showSection(page, 'home-culture', 'Our culture, in pictures');
    expect(await slidesPerView(culture.getByRole('region', { name: 'Culture and annual meeting photos' }))).toBeCloseTo(1.5, 1);
    await expectAccessible(page);
    expect(problems.consoleErrors).toEqual([]);
  });
});

test.describe('brand logo row between phone and desktop', () => {
  test('every brand name breaks only between words, at 3, 4 and 7 logos a row', async ({ page }) => {
    for (const width of [390, 700, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await openHome(page);
      const logos = (await showSection(page, 'home-experience', 'Our founding vision')).getByRole('region', { name: 'Brand logos' });
      const broken = await logos.evaluate((row) =>
        [...row.querySelectorAll('span')].flatMap((span) => {
          const text = span.firstChild;
          if (span.childNodes.length !== 1 || !text || text.nodeType !== Node.TEXT_NODE) return [];
          let at = 0;
          return (text.textContent ?? '').split(' ').flatMap((word) => {
            const range = document.createRange();
            range.setStart(text, at);
            range.setEnd(text, at + word.length);
            at += word.length + 1;
            // One word on two lines has two boxes.
            return range.getClientRects().length > 1 ? [word] : [];
          });
        }),
      );
      expect(broken, `${width} px`).toEqual([]);
    }
  });
});
