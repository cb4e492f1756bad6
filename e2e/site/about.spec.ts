import { expect, test, type Page } from '../support/site-test';
import { socialLinks } from '@bbg/contract';
import { aboutPaths, openAboutPage as open } from '../support/about-pages';
import { expectPartLive } from '../support/adoption';
import { expectAccessible } from '../support/axe';
import { viewCarousel } from '../support/carousel';
import { acceptDialogs, skipStartupLoader, watchPage, type PageProblems } from '../support/page-health';

/** Each about page on its one load (where their links lead is checked in about-links.spec.ts). */

const PROFILE = '**/BBG_Company_Profile.pdf';
const DOWNLOAD_FAILED = 'Failed to download the PDF. Please try again later.';

// Eight checkouts share two cores: a page with its hero, carousels and two axe scans can pass 45 s there.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => skipStartupLoader(page));

/**
 * The journeys of each page at 1440 px, run on the page's one load before its scans: each was a load of its own.
 * `profile` answers the company profile's download (200 until a journey says otherwise).
 */
type Journey = (page: Page, context: JourneyContext) => Promise<void>;
interface JourneyContext {
  readonly problems: PageProblems;
  readonly profile: { status: number };
  /** Console errors a journey provokes on purpose, from then on: the final check leaves them out. */
  readonly expectedErrors: RegExp[];
}

const desktopJourneys: Readonly<Record<string, readonly (readonly [string, Journey])[]>> = {
  '/about-us': [
    [
      'nine sections, each reached by its dot, which then shows as the active one',
      async (page) => {
        const rail = page.getByRole('navigation', { name: 'Page sections' });
        const dots = rail.getByRole('link');
        await expect(dots).toHaveText(['About Us', 'Journey', 'Ambition', 'Our Work', 'BOD', 'Financial', 'Partners', 'Presence', 'Sustainability'], { useInnerText: true });
        await expect(rail.getByRole('link', { name: 'About Us', exact: true })).toHaveAttribute('aria-current', 'true');

        await rail.getByRole('link', { name: 'Financial' }).click();
        await expect(page.getByRole('heading', { level: 2, name: 'Steady growth, year after year' })).toBeInViewport();
        await expect(rail.getByRole('link', { name: 'Financial' })).toHaveAttribute('aria-current', 'true');
        await expect(rail.getByRole('link', { name: 'About Us', exact: true })).not.toHaveAttribute('aria-current');

        await rail.getByRole('link', { name: 'Journey' }).click();
        await expect(page.getByRole('heading', { level: 2, name: 'From one office in 2013 to 50+ branches' })).toBeInViewport();
        await expect(rail.getByRole('link', { name: 'Journey' })).toHaveAttribute('aria-current', 'true');

        await page.evaluate(() => window.scrollTo(0, 0));
        await page.getByRole('link', { name: 'Scroll to next section' }).click();
        await expect(page.getByRole('heading', { level: 2, name: 'From one office in 2013 to 50+ branches' })).toBeInViewport();
      },
    ],
    [
      'Download PDF and Explore Our Story both save the company profile',
      async (page) => {
        for (const name of ['Download PDF', 'Explore Our Story']) {
          const downloading = page.waitForEvent('download');
          await page.getByRole('button', { name }).click();
          const download = await downloading;
          expect(download.suggestedFilename()).toBe('BBG_Company_Profile.pdf');
        }
      },
    ],
    [
      'a failing profile download is logged and alerted, and the button works again',
      async (page, { problems, profile, expectedErrors }) => {
        expect(problems.consoleErrors, 'console errors before the failing download').toEqual([]);
        profile.status = 500;
        // The failure is logged on purpose, and the browser logs the failed request: nothing else may be.
        expectedErrors.push(/Company profile download failed/, /status of 500/);
        const alerts = acceptDialogs(page);
        const logged = page.waitForEvent('console', (message) => message.text().includes('Company profile download failed'));
        await page.getByRole('button', { name: 'Download PDF' }).click();
        await logged;
        await expect.poll(() => alerts).toEqual([`alert: ${DOWNLOAD_FAILED}`]);
        await expect(page.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
      },
    ],
  ],
  '/bbg-overview': [
    [
      'the ticker moves by itself until paused, beside the stats strip',
      async (page) => {
        const ticker = page.getByRole('region', { name: 'Believe, inspire, value' });
        await viewCarousel(ticker);
        await expect(ticker.getByText('BELIEVE').first()).toBeVisible();
        await expect(ticker.getByRole('button', { name: /slide/ })).toHaveCount(0);
        const position = () => ticker.locator('.swiper-wrapper').evaluate((wrapper) => getComputedStyle(wrapper).transform);
        const start = await position();
        await expect.poll(position, { timeout: 9000 }).not.toBe(start);

        await ticker.getByRole('button', { name: 'Pause carousel' }).click();
        await expect(ticker.getByRole('button', { name: 'Play carousel' })).toBeVisible();
        await page.mouse.move(5, 5);
        await page.waitForTimeout(3500);
        const paused = await position();
        await page.waitForTimeout(5500);
        expect(await position()).toBe(paused);

        const stats = page.getByRole('region', { name: 'BBG in numbers' });
        await expect(stats.getByRole('definition')).toHaveText(['50+', '20+', '1500+', '1000+']);
        await expect(stats.getByRole('term')).toHaveText(['Branches', 'Countries', 'Employees', 'Partners']);
      },
    ],
  ],
  '/vision-values': [
    [
      'the vision card, then the values carousel moves on with Next',
      async (page) => {
        await page.getByRole('link', { name: 'Explore' }).click();
        await expect(page.getByRole('heading', { level: 2, name: 'Great People + Great Experience = Great Organization' })).toBeInViewport();
        const carousel = page.getByRole('region', { name: 'The four values' });
        await carousel.scrollIntoViewIfNeeded();
        await carousel.getByRole('button', { name: 'Pause carousel' }).click();
        await expect(carousel.getByRole('button', { name: 'Play carousel' })).toBeVisible();
        // The values whose slide lies fully inside the carousel, left to right (two at 1440 px).
        const shown = () =>
          carousel.evaluate((region) => {
            const box = region.getBoundingClientRect();
            return [...region.querySelectorAll('h3')]
              .map((heading) => ({ name: heading.textContent ?? '', rect: heading.closest('[aria-roledescription="slide"]')?.getBoundingClientRect() }))
              .filter(({ rect }) => rect && rect.left >= box.left - 1 && rect.right <= box.right + 1)
              .sort((a, b) => (a.rect?.left ?? 0) - (b.rect?.left ?? 0))
              .map(({ name }) => name);
          });
        await expect.poll(shown).toHaveLength(2);
        const before = await shown();
        const order = ['Excellence', 'Obsession', 'Integrity', 'Collaboration'];
        const next = order[(order.indexOf(before[1] ?? '') + 1) % order.length];
        await carousel.getByRole('button', { name: 'Next slide' }).click();
        await expect.poll(shown).toEqual([before[1], next]);
      },
    ],
  ],
  '/our-ambition': [
    [
      "objectives, eight values, and Share whose Instagram opens the group's profile",
      async (page) => {
        await page.getByRole('link', { name: 'Explore' }).click();
        const objectives = page.getByRole('region', { name: 'Our objectives' });
        await expect(objectives).toBeInViewport();
        await expect(objectives.getByRole('heading', { level: 3 })).toHaveText([
          'Building Iconic Brands',
          'Expanding Global Footprint',
          'Delivering Exceptional Service',
          'Promoting Sustainable Travel',
        ]);
        const values = page.getByRole('region', { name: 'The values behind our ambition' });
        await expect(values.getByRole('heading', { level: 3 })).toHaveCount(8);
        await expect(values.getByText('#ExperienceBBG')).toBeVisible();

        const share = values.getByRole('button', { name: 'Share' });
        // The share menu opens from its part's script: a hover before that part is live opens nothing.
        await expectPartLive(share);
        await share.hover();
        const instagram = values.getByRole('link', { name: /Share on Instagram/ });
        await expect(instagram).toBeVisible();
        await expect(instagram).toHaveAttribute('href', socialLinks.instagram);
        await expect(values.getByRole('link', { name: /Share on Facebook/ })).toHaveAttribute('href', /sharer\.php\?u=http%3A%2F%2Flocalhost%3A\d+%2Four-ambition/);
        await page.mouse.move(5, 5);
        await expect(instagram).toBeHidden();
      },
    ],
  ],
  '/clients': [['the client logos sit in 4 columns', async (page) => expect(await clientColumns(page)).toBe(4)]],
};

/** Journeys at 390 px, after the page is turned to a phone. */
const phoneJourneys: Readonly<Record<string, readonly (readonly [string, Journey])[]>> = {
  '/clients': [['two columns of logos on a phone', async (page) => expect(await clientColumns(page)).toBe(2)]],
};

const named = (journeys: readonly (readonly [string, Journey])[] = []): string => journeys.map(([name]) => `; ${name}`).join('');

// One load per page: its journeys at 1440 px, then scanned at both widths, the served page at 1440 px, then turned to
// a phone's 390 px.
for (const path of aboutPaths) {
  test(`${path} passes the accessibility scan at 1440 px and on a 390 px phone, fits the phone, with no console error or CSP violation${named(desktopJourneys[path])}${named(phoneJourneys[path])}`, async ({ page }) => {
    const problems = await watchPage(page);
    const context: JourneyContext = { problems, profile: { status: 200 }, expectedErrors: [] };
    const { profile, expectedErrors } = context;
    await page.route(PROFILE, (route) =>
      profile.status === 200 ? route.fulfill({ status: 200, contentType: 'application/pdf', body: '%PDF-1.4\n%%EOF\n' }) : route.fulfill({ status: profile.status, body: 'down' }),
    );
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, path);
    // An unknown path would redirect home, whose heading shows too.
    expect(new URL(page.url()).pathname).toBe(path);
    for (const [name, journey] of desktopJourneys[path] ?? []) await test.step(`1440 px: ${name}`, () => journey(page, context));
    await test.step('1440 px: accessibility scan', () => expectAccessible(page));
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [name, journey] of phoneJourneys[path] ?? []) await test.step(`390 px: ${name}`, () => journey(page, context));
    await test.step('390 px: fits the phone and passes the accessibility scan', async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 'scrolls sideways').toBeLessThanOrEqual(0);
      await expectAccessible(page);
    });
    expect(problems.cspViolations).toEqual([]);
    expect(problems.consoleErrors.filter((text) => !expectedErrors.some((pattern) => pattern.test(text)))).toEqual([]);
  });
}

/** How many columns the client logo grid lays out. */
async function clientColumns(page: Page): Promise<number> {
  const grid = page.getByRole('region', { name: 'Some of our clients' }).getByRole('list');
  await expect(grid.getByRole('listitem')).toHaveCount(55);
  return grid.evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
}
