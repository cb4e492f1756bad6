import { expect, test, type Page } from '../support/site-test';
import { expectAccessible } from '../support/axe';
import { slidesPerView } from '../support/carousel';
import { dots, hero, heroButtonsStayPut, openHome, showSection } from '../support/home-page';
import { skipStartupLoader, watchPage } from '../support/page-health';

// A long page with carousels and a full accessibility scan: more than the default 45 s on a busy machine.
test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ page }) => skipStartupLoader(page));

/** Stops the installed clock a little ahead of the page's time, so timers run only when the test says. */
async function holdClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
}

test.describe('home page at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  // The journeys that hold the page's clock share one load; so do the others (each was a load of its own).
  test('the hero rotates its three messages every 8000 ms in a loop, pauses, and links on; the #Experience cards and logos; the brands carousel', async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    await test.step('the hero rotates its three messages every 8000 ms in a loop, pauses, and links on', async () => {
      const title = hero(page).getByRole('heading', { level: 1 });
      await expect(title).toContainText('many journeys');
      // Restart the rotation on message 1, then hold the clock so the 8000 ms are counted from a known moment.
      // Under a held clock, controls are pressed by dispatched clicks (a real click waits for animation frames).
      await hero(page).getByRole('button', { name: 'Pause messages' }).click();
      await hero(page).getByRole('button', { name: 'Show message 1 of 3' }).click();
      await holdClock(page);
      await hero(page).getByRole('button', { name: 'Play messages' }).dispatchEvent('click');
      await expect(title).toContainText('many journeys');
      await page.clock.runFor(7900);
      await expect(title).toContainText('many journeys');
      await page.clock.runFor(100);
      await expect(title).toContainText('iconic brands');
      await page.clock.runFor(8000);
      await expect(title).toContainText('achieve more');
      await page.clock.runFor(8000);
      await expect(title).toContainText('many journeys');

      await hero(page).getByRole('button', { name: 'Pause messages' }).dispatchEvent('click');
      await page.clock.runFor(24000);
      await expect(title).toContainText('many journeys');
      await page.clock.resume();
      await hero(page).getByRole('button', { name: 'Show message 2 of 3' }).click();
      await expect(title).toContainText('iconic brands');

      await expect(hero(page).getByRole('link', { name: 'Know More' })).toHaveAttribute('href', '/about-us');
      await expect(hero(page).getByRole('link', { name: 'Connect with us' })).toHaveAttribute('href', '/contact-us');
    });
    await test.step('#Experience: four vision cards that wrap, and seven brand logos, six linking out in a new tab', async () => {
      const experience = await showSection(page, 'home-experience', 'Our founding vision');
      const vision = experience.getByRole('region', { name: 'Founding vision' });
      for (const title of ['Unmatched Excellence', 'Innovation', 'Integrity', 'Collaborative Partnership']) {
        await expect(vision.getByRole('heading', { name: title })).toHaveCount(1);
      }
      const current = vision.locator('.swiper-slide-active h3');
      await expect(current).toHaveText('Unmatched Excellence');
      await page.mouse.move(5, 450);
      await page.clock.runFor(9100);
      await expect(current).toHaveText('Innovation');
      // Swiper schedules each next move at the end of a real CSS transition, so fake time advances in steps. Each
      // poll advances 1 s of the 9 s between moves, so no move can be missed: the polls need not wait a real second.
      for (const title of ['Integrity', 'Collaborative Partnership', 'Unmatched Excellence']) {
        await expect
          .poll(
            async () => {
              await page.clock.runFor(1000);
              return current.textContent();
            },
            { intervals: [100] },
          )
          .toBe(title);
      }

      const logos = experience.getByRole('region', { name: 'Brand logos' });
      const links = logos.getByRole('link');
      // The row repeats its seven logos so it can glide in a loop.
      await expect(links).toHaveCount(12);
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      await expect(logos.getByText('A2Z Travels')).toHaveCount(2);
      await expect(logos.getByRole('link', { name: /A2Z Travels/ })).toHaveCount(0);
      expect(await slidesPerView(logos)).toBeCloseTo(7, 1);
    });
    await test.step('brands: five brands, cyclic previous and next, both locked for the 1 s move', async () => {
      const brands = await showSection(page, 'home-brands', 'Brands that move people and markets');
      const previous = brands.getByRole('button', { name: 'Previous brand' });
      const next = brands.getByRole('button', { name: 'Next brand' });
      const status = brands.getByText(/\d \/ 5/);
      await expect(status).toContainText('1 / 5');
      await expect(brands.getByRole('heading', { name: 'Blueberry Travel', level: 3 })).toBeVisible();
      const link = brands.getByRole('link', { name: /Visit website Blueberry Travel/ });
      await expect(link).toHaveAttribute('target', '_blank');

      // Under a held clock, controls are pressed by dispatched clicks (a real click waits for animation frames).
      await holdClock(page);
      await previous.dispatchEvent('click');
      await expect(status).toContainText('5 / 5');
      await expect(next).toHaveAttribute('aria-disabled', 'true');
      await expect(previous).toHaveAttribute('aria-disabled', 'true');
      await next.dispatchEvent('click');
      await page.clock.runFor(999);
      await expect(status).toContainText('5 / 5');
      await expect(next).toHaveAttribute('aria-disabled', 'true');
      await page.clock.runFor(1);
      await expect(next).toHaveAttribute('aria-disabled', 'false');
      await expect(previous).toHaveAttribute('aria-disabled', 'false');
      await next.dispatchEvent('click');
      await expect(status).toContainText('1 / 5');
      await page.clock.resume();
      await expect(next).toHaveAttribute('aria-disabled', 'false');
      await next.click();
      await expect(brands.getByRole('heading', { name: 'Next Holidays', level: 3 })).toBeInViewport();
      for (const name of ['SPJ Electronics', 'Yashika Fashion', 'MGT']) {
        await expect(next).toHaveAttribute('aria-disabled', 'false');
        await next.click();
        await expect(brands.getByRole('heading', { name, level: 3 })).toBeInViewport();
      }
    });
  });

  test('the hero\u2019s buttons stay put as its messages change (no layout shift); dots, about, history, news, partners and the closing call-to-action; the whole page passes the accessibility scan', async ({ page }) => {
    const problems = await watchPage(page);
    await openHome(page);
    await test.step("the hero's buttons stay put as its messages change (no layout shift)", () => heroButtonsStayPut(page));
    await test.step('dots carry the client\u2019s tooltips, follow the scroll and scroll to their section', async () => {
      const buttons = dots(page).getByRole('link');
      await expect(buttons).toHaveText(['BBG', 'About Us', '#Experience', 'Brands', 'History', 'History', 'News/Events', 'Partners']);
      await expect(dots(page).getByRole('link', { name: 'BBG' })).toHaveAttribute('aria-current', 'true');

      await hero(page).getByRole('link', { name: 'Scroll to next section' }).click();
      await expect(page.locator('#home-about').getByRole('heading', { level: 2 })).toBeInViewport();
      await expect(dots(page).getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'true');

      await dots(page).getByRole('link', { name: 'Brands' }).click();
      await expect(page.locator('#home-brands').getByRole('heading', { name: 'Brands that move people and markets' })).toBeInViewport();
      await expect(dots(page).getByRole('link', { name: 'Brands' })).toHaveAttribute('aria-current', 'true');
    });
    await test.step('about: the words, a muted looping video with a pause control, LEARN MORE and one fact open at a time', async () => {
      const about = await showSection(page, 'home-about', 'A group built on trust');
      await expect(about.getByText('Believe', { exact: true })).toBeVisible();
      await expect(about.getByText('Inspire', { exact: true })).toBeVisible();
      await expect(about.getByText('Value', { exact: true })).toBeVisible();
      const video = about.locator('video');
      await expect(video).toHaveJSProperty('muted', true);
      await expect(video).toHaveJSProperty('loop', true);
      await expect.poll(() => about.locator('img[src*="belief-poster"]').evaluate((poster: HTMLImageElement) => poster.naturalWidth), 'the poster picture under it').toBeGreaterThan(0);
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
      await about.getByRole('button', { name: 'Pause background video' }).click();
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
      await expect(about.getByRole('button', { name: 'Play background video' })).toBeVisible();
      await expect(about.getByRole('link', { name: 'LEARN MORE' })).toHaveAttribute('href', '/about-us');

      const facts = ['11+ Year of Experience', '30+ Countries Served', '1500+ Employees', '100+ Projects Completed'];
      for (const fact of facts) await expect(about.getByRole('button', { name: fact })).toBeVisible();
      await expect(about.getByRole('button', { name: facts[0] })).toHaveAttribute('aria-expanded', 'true');
      await about.getByRole('button', { name: facts[2] }).click();
      await expect(about.getByRole('button', { name: facts[2] })).toHaveAttribute('aria-expanded', 'true');
      await expect(about.getByRole('button', { name: facts[0] })).toHaveAttribute('aria-expanded', 'false');
      await expect(about.locator('[aria-expanded="true"]')).toHaveCount(1);
    });
    await test.step('history: the 2013 to 2024 timeline shows four at a time; culture photos enlarge on hover and by keyboard', async () => {
      const timeline = await showSection(page, 'home-timeline', 'Our journey, market by market');
      const years = timeline.getByRole('heading', { level: 3 });
      await expect(years).toHaveCount(12);
      await expect(years.first()).toHaveText('2013');
      await expect(years.last()).toHaveText('2024');
      await timeline.getByRole('button', { name: 'Pause carousel' }).click();
      await expect(timeline.getByRole('button', { name: 'Play carousel' })).toBeVisible();
      const fullyShown = () =>
        timeline.locator('.swiper').evaluate((row) => {
          const box = row.getBoundingClientRect();
          return [...row.querySelectorAll('.swiper-slide')].filter((slide) => {
            const r = slide.getBoundingClientRect();
            return r.left >= box.left - 1 && r.right <= box.right + 1;
          }).length;
        });
      await expect.poll(fullyShown).toBe(4);

      const culture = await showSection(page, 'home-culture', 'Our culture, in pictures');
      const photos = culture.getByRole('button', { name: /^Enlarge photo:/ });
      await expect(photos).toHaveCount(19);
      const first = photos.first();
      await first.hover();
      const overlay = culture.getByRole('dialog', { name: /^Enlarged photo: Culture 1/ });
      await expect(overlay).toBeVisible();
      await overlay.hover();
      await expect(overlay).toBeVisible();
      await page.mouse.move(5, 5);
      await expect(overlay).toBeHidden();

      await page.mouse.move(5, 5);
      await first.focus();
      await page.keyboard.press('Enter');
      await expect(overlay).toBeVisible();
      await expect(overlay.getByRole('button', { name: 'Close enlarged photo' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(overlay).toBeHidden();
      await expect(first).toBeFocused();
      // It covers the slider: focus leaving it closes it, so the control focused next is never hidden under it.
      await page.keyboard.press('Enter');
      await expect(overlay.getByRole('button', { name: 'Close enlarged photo' })).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(overlay).toBeHidden();
    });
    await test.step('news, partners and the closing call-to-action; the whole page passes the accessibility scan', async () => {
      const news = await showSection(page, 'home-news', 'What is happening at BBG');
      const cards = news.getByRole('article');
      await expect(cards).toHaveCount(10);
      await expect(news.getByText("22 Sept'22")).toHaveCount(10);
      for (const title of ['Leadership in Tourism', 'Honored at Arabian Travel Awards', 'Best Corporate Travel Program']) {
        await expect(news.getByRole('heading', { name: title })).toBeVisible();
      }

      const partners = await showSection(page, 'home-partners', "Let's Achieve More Together");
      const storyLinks = partners.getByRole('link');
      await expect(storyLinks).toHaveCount(2);
      for (const link of await storyLinks.all()) await expect(link).toHaveAttribute('href', '/news-events-inner');
      const logos = partners.getByRole('region', { name: 'Our partners' });
      await expect(logos.getByRole('group')).toHaveCount(9);
      await logos.getByRole('button', { name: 'Pause carousel' }).click();
      // At 4 visible, the two middle logos sit inside the central 20-80% band and the two outer ones do not.
      await expect(logos.locator('[data-dim="false"]')).toHaveCount(2);
      await expect(logos.locator('[data-dim="true"]')).toHaveCount(7);

      await expect(page.getByRole('heading', { name: 'Want to Discover More About Us?' })).toBeVisible();
      for (const id of ['home-about', 'home-experience', 'home-brands', 'home-timeline', 'home-culture']) {
        await page.locator(`#${id}`).scrollIntoViewIfNeeded();
        await expect(page.locator(`#${id} h2`).first()).toBeVisible();
      }
      await expectAccessible(page);
    });
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

});
