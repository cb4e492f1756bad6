import { expect, test } from '../support/site-test';
import { openHome, showSection } from '../support/home-page';
import { skipStartupLoader } from '../support/page-health';

test.beforeEach(async ({ page }) => skipStartupLoader(page));

// A looping carousel moves its slides round as focus reaches one out of view, so the next in the document was always
// another: Tab never left the home page's row of brand logos. Only the slides in view now take focus.
for (const viewport of [{ width: 390, height: 844 }, { width: 1440, height: 900 }]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('Tab walks the brand logos in view, then leaves the looping row', async ({ page }) => {
      await openHome(page);
      const experience = await showSection(page, 'home-experience', 'Our founding vision');
      const logos = experience.getByRole('region', { name: 'Brand logos' });
      // Started once in view: the row glides until focus comes into it.
      await expect(logos.locator('.swiper-initialized')).toHaveCount(1);
      // From the founding vision's control just before it, Tab enters the row at its first logo in view.
      await experience.getByRole('region', { name: 'Founding vision' }).getByRole('button', { name: 'Pause carousel' }).focus();
      await page.keyboard.press('Tab');
      await expect(logos.getByRole('link').and(page.locator(':focus'))).toHaveCount(1);
      // Then each logo in view, then the row's own control: its pause button.
      const pause = logos.getByRole('button', { name: 'Pause carousel' });
      const onPause = () => pause.evaluate((button) => button === document.activeElement);
      let stops = 0;
      while (!(await onPause()) && stops < 16) {
        await expect(page.locator(':focus')).toBeInViewport({ ratio: 0.99 });
        await page.keyboard.press('Tab');
        stops += 1;
      }
      await expect(pause).toBeFocused();
      // One stop per logo in view: 7 wide, 3 on a phone.
      expect(stops).toBeLessThanOrEqual(viewport.width > 1000 ? 7 : 3);
      await page.keyboard.press('Tab');
      expect(await logos.evaluate((region) => region.contains(document.activeElement)), 'focus has left the row').toBe(false);
    });
  });
}
