import { expect, test, type Locator, type Page } from '../support/site-test';
import { brandSites } from '@bbg/contract';
import { expectAccessible } from '../support/axe';
import { skipStartupLoader, watchPage } from '../support/page-health';

test.beforeEach(async ({ page }) => skipStartupLoader(page));

/** The hero is in; the page's other sections appear once its image has loaded. */
async function openHeroPage(page: Page, path: string, hero: string): Promise<void> {
  await page.goto(path);
  // The first view waits for the remote's scripts and the hero image: allow for a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: hero })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeAttached();
}

const heroPages = [
  ['/spj', 'SPJ Electronics'],
  ['/next-holidays', 'Next Holidays'],
  ['/blueberry-travels', 'Blueberry Travels'],
  ['/friends-travel', 'Friends Travel & Tourism'],
  ['/Yashika-fashion', 'Yashika Fashion'],
  ['/mgt', 'MGT General Trading'],
  ['/business-overview', 'Business Overview'],
  ['/travel', 'Our Travel'],
  ['/electronics', 'Our Electronics'],
  ['/fashion', 'Our Fashion'],
  ['/general-trading', 'General Trading'],
  ['/dmc', 'Destination Management'],
  ['/gsa', 'General Sales Agency'],
  ['/logistics', 'Our Logistics'],
  ['/it', 'Our IT'],
] as const;

/** A journey on one of these pages, made on the same load as its scan. */
type Journey = (page: Page) => Promise<void>;

const fashionStore: Journey = async (page) => {
  await expect(page.getByRole('heading', { level: 2, name: 'Fashion at BBG' })).toBeVisible();
  const store = page.getByRole('heading', { level: 3, name: 'Our airport fashion store' });
  await store.scrollIntoViewIfNeeded();
  await expect(store).toBeVisible();
  await expect(page.getByText('Yashika Fashion store in the airport terminal', { exact: false })).toBeVisible();
};

const exploreElectronics: Journey = async (page) => {
  await page.getByRole('link', { name: 'Explore' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Electronics at BBG' })).toBeInViewport();
};

const newsCards =
  (path: string): Journey =>
  async (page) => {
    const news = page.getByRole('region', { name: 'News & Events' });
    await news.scrollIntoViewIfNeeded();
    await expect(news.getByRole('article')).toHaveCount(5);
    await expect(page.getByRole('heading', { name: 'Our airport fashion store' })).toHaveCount(path === '/fashion' ? 1 : 0);
    for (const link of await news.getByRole('link').all()) await expect(link).toHaveAttribute('href', '/news-events-inner');
  };

/** GSA, logistics and IT: the hero's Explore, the division's detail, the shared values-and-mission section and the closing section. */
const division =
  (detail: string, services: string, closing: string, brands: readonly string[]): Journey =>
  async (page) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: 'Explore' }).click();
    await expect(page.getByRole('heading', { level: 2, name: detail })).toBeInViewport();
    await expect(page.getByRole('region', { name: services }).getByRole('listitem')).toHaveCount(3);

    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const shared = page.getByRole('region', { name: 'Values & Mission' });
    await shared.scrollIntoViewIfNeeded();
    await expect(shared.getByText('What we stand for and what we set out to do, every day.')).toBeVisible();
    await expect(shared.getByRole('list', { name: 'Our values' }).getByRole('listitem')).toHaveCount(4);

    const end = page.getByRole('region', { name: closing });
    await end.scrollIntoViewIfNeeded();
    await expect(end.getByRole('link', { name: /^Talk to our/ })).toHaveAttribute('href', '/contact-us');
    for (const brand of brands) {
      await expect(end.getByRole('link', { name: `${brand} website (opens in a new tab)` })).toHaveAttribute('target', '_blank');
    }
    await expect(shared.getByRole('link', { name: 'Discover our values and mission' })).toHaveAttribute('href', '/values-mission');
  };

const yashika: Journey = async (page) => {
  await expect(page).toHaveTitle('Yashika Fashion | BBG');
  await expect((await sliderOf(page, 'Yashika Fashion')).getByRole('group')).toHaveCount(3);
};

/** Each page's own journeys at the default desktop width, after its scan; they used to load the page again each. */
const journeys: Readonly<Record<string, readonly (readonly [string, Journey])[]>> = {
  '/Yashika-fashion': [['its title, and its slider of three', yashika]],
  '/business-overview': [['shows its news cards, each linking to the article', newsCards('/business-overview')]],
  '/travel': [['shows its news cards, each linking to the article', newsCards('/travel')]],
  '/electronics': [
    ['the hero\u2019s Explore button scrolls to the overview', exploreElectronics],
    ['shows its news cards, each linking to the article', newsCards('/electronics')],
  ],
  '/fashion': [
    ['adds the airport fashion store to its overview', fashionStore],
    ['shows its news cards, each linking to the article', newsCards('/fashion')],
  ],
  '/general-trading': [['shows its news cards, each linking to the article', newsCards('/general-trading')]],
  '/dmc': [['shows its news cards, each linking to the article', newsCards('/dmc')]],
  '/gsa': [
    [
      'detail, the shared values-and-mission section, and the closing section',
      division('General sales agency', 'What we do for airlines', 'Grow your routes with us', ['Friends Travel & Tourism']),
    ],
  ],
  '/logistics': [['detail, the shared values-and-mission section, and the closing section', division('Logistics at BBG', 'What we move', 'Move your goods with confidence', ['MGT'])]],
  '/it': [['detail, the shared values-and-mission section, and the closing section', division('IT at BBG', 'What we build', 'Build something together', ['TechBinary', 'Bottom Funnel'])]],
};

test.describe('every brand, business and division page', () => {
  for (const [path, hero] of heroPages) {
    const own = journeys[path] ?? [];
    test(`${path} opens with its hero, then its sections, with no console error, CSP violation or axe finding${own.map(([name]) => `; ${name}`).join('')}`, async ({ page }) => {
      const problems = await watchPage(page);
      await openHeroPage(page, path, hero);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await test.step('accessibility scan', () => expectAccessible(page));
      for (const [name, journey] of own) await test.step(name, () => journey(page));
      expect(problems.cspViolations).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    });
  }
});

/** The slider's slides load as its section comes near: scroll to the section, then return the carousel. */
async function sliderOf(page: Page, brand: string): Promise<Locator> {
  await page.getByRole('heading', { level: 2, name: `Discover ${brand}` }).scrollIntoViewIfNeeded();
  const slider = page.getByRole('region', { name: `${brand} highlights` });
  await slider.scrollIntoViewIfNeeded();
  return slider;
}

test.describe('brand slider', () => {
  test.use({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });

  test('/spj: a slide\u2019s button opens the brand site in a new tab; three slides, moved by the arrows and the dots', async ({ page, context }) => {
    // The brand hosts are placeholders (.example): answer them here so the new tab has somewhere to land.
    await context.route(`${brandSites.spj}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>SPJ Electronics</title>' }));
    await openHeroPage(page, '/spj', 'SPJ Electronics');
    const slider = await sliderOf(page, 'SPJ Electronics');
    await test.step('a slide\u2019s button opens the brand site in a new tab', async () => {
      const button = slider.getByRole('link', { name: 'Visit SPJ Electronics (opens in a new tab)' });
      await expect(button).toHaveAttribute('rel', 'noopener noreferrer');
      const [tab] = await Promise.all([context.waitForEvent('page'), button.click()]);
      await tab.waitForLoadState();
      expect(tab.url()).toBe(`${brandSites.spj}/`);
      await expect(page).toHaveURL(/\/spj$/);
    });

    await test.step('three slides, moved by the arrows and the dots', async () => {
      await expect(slider.getByRole('group')).toHaveCount(3);
      const dots = slider.getByRole('button', { name: /^Go to slide/ });
      await expect(dots).toHaveCount(3);
      const first = slider.getByRole('heading', { level: 3, name: 'Electronics for every shelf' });
      const second = slider.getByRole('heading', { level: 3, name: 'Insights from the market' });
      const third = slider.getByRole('heading', { level: 3, name: 'Offerings for retailers' });
      await expect(first).toBeInViewport();
      await expect(second).not.toBeInViewport();
      await expect(slider.getByRole('button', { name: 'Previous slide' })).toHaveAttribute('aria-disabled', 'true');

      await slider.getByRole('button', { name: 'Next slide' }).click();
      await expect(second).toBeInViewport();
      await expect(first).not.toBeInViewport();
      await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');

      await slider.getByRole('button', { name: 'Go to slide 3' }).click();
      await expect(third).toBeInViewport();
      await expect(slider.getByRole('button', { name: 'Next slide' })).toHaveAttribute('aria-disabled', 'true');

      await slider.getByRole('button', { name: 'Previous slide' }).click();
      await expect(second).toBeInViewport();
    });
  });

  test('/next-holidays has two slides and two dots', async ({ page }) => {
    await openHeroPage(page, '/next-holidays', 'Next Holidays');
    const slider = await sliderOf(page, 'Next Holidays');
    await expect(slider.getByRole('group')).toHaveCount(2);
    await expect(slider.getByRole('button', { name: /^Go to slide/ })).toHaveCount(2);
    await slider.getByRole('button', { name: 'Next slide' }).click();
    await expect(slider.getByRole('heading', { level: 3, name: 'Travel with peace of mind' })).toBeInViewport();
    await expect(slider.getByRole('button', { name: 'Next slide' })).toHaveAttribute('aria-disabled', 'true');
  });

  test('rides by itself with a pause control when motion is allowed', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await openHeroPage(page, '/mgt', 'MGT General Trading');
    const slider = await sliderOf(page, 'MGT General Trading');
    await expect(slider.getByRole('button', { name: 'Pause carousel' })).toBeVisible();
  });
});

// /Yashika-fashion, the path as the registry spells it, is checked with its page above.
test('/yashika-fashion opens the Yashika Fashion page too', async ({ page }) => {
  await openHeroPage(page, '/yashika-fashion', 'Yashika Fashion');
  await yashika(page);
});
