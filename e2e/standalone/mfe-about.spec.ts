import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { watchPage } from '../support/page-health';
import { standaloneSuite } from '../support/standalone-suite';

standaloneSuite('mfe-about');

// Alone, each page still reveals its sections once its hero has loaded (no shell reports for it).
const revealed = [
  ['/about-us', 'Leaving places better'],
  ['/bbg-overview', 'BBG in numbers'],
  ['/vision-values', 'Our values'],
  ['/our-ambition', 'The values behind our ambition'],
  ['/our-leadership', 'Leadership team'],
  ['/clients', 'Some of our clients'],
  ['/values-mission', 'News & Events'],
  ['/sustainability', 'News & Events'],
] as const;

for (const [path, lastHeading] of revealed) {
  test(`mfe-about standalone reveals every section of ${path}, accessibly`, async ({ page }) => {
    const problems = await watchPage(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2, name: lastHeading, exact: true })).toBeAttached({ timeout: 20_000 });
    await expectAccessible(page);
    expect(problems.consoleErrors).toEqual([]);
  });
}
