import { expect, type Locator } from '@playwright/test';

/**
 * Presses a carousel control until its effect shows. A looping swiper ignores a press while its last move is still
 * animating, and on a busy machine that move can outlast the test's next step.
 */
export async function pressUntil(control: Locator, moved: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await control.click();
    await moved();
  }).toPass({ timeout: 20_000 });
}

/** Brings a carousel into view, as a visitor would, and waits for swiper: it loads as the carousel comes into view. */
export async function viewCarousel(region: Locator): Promise<void> {
  await region.scrollIntoViewIfNeeded();
  await expect(region.locator('.swiper-initialized')).toHaveCount(1);
}

/** How many slides a carousel row shows at once, from the row's width and one slide's width plus the gap. */
export async function slidesPerView(region: Locator): Promise<number> {
  return region.locator('.swiper').evaluate((row) => {
    const [first, second] = [...row.querySelectorAll('.swiper-slide')].map((slide) => slide.getBoundingClientRect());
    if (!first || !second) return 0;
    const gap = second.left - first.right;
    return (row.getBoundingClientRect().width + gap) / (first.width + gap);
  });
}
