import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Every page test calls this: WCAG 2.2 AA plus best practices, and nothing may be found.
 * The page is scanned as the browser renders it, as Lighthouse's scan does. A Section off screen is not rendered
 * until it nears the viewport (`content-visibility: auto`), and axe judges a skipped text's contrast against what is
 * rendered where its box would be. That is why the dark sections and the footer are rendered at all times, and the
 * scan is what keeps them so: a skipped part that would be misjudged fails here before it costs a report.
 * The colours it judges are the settled ones (settleTransitions).
 */
export async function expectAccessible(page: Page, options: { readonly exclude?: readonly string[] } = {}): Promise<void> {
  await settleTransitions(page);
  // preload: false stops axe fetching stylesheets by XHR, which a sandboxed frame (origin null) must refuse.
  // resultTypes: every rule still runs on every element, but only violations get their selectors and details
  // written out, which takes about a third of a scan's time on a long page.
  // A page without frames is scanned by one axe.run in place (legacy mode). The default runs axe in each frame and
  // then finishes in a new blank page, which is most of a scan's time: 2.9 s against 1.0 s on the home page, with
  // the same violations. A page with a frame keeps the default, which reaches into every frame's document.
  let builder = new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ preload: false, resultTypes: ['violations'] })
    .setLegacyMode(page.frames().length === 1);
  // No script, axe included, can run in a fully sandboxed frame; those documents are scanned on their own.
  for (const selector of ['iframe[sandbox=""]', ...(options.exclude ?? [])]) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  // A node's first check says what was measured (for colour contrast: both colours and the ratio).
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => `${n.target.join(' ')}${n.any[0]?.message ? ` (${n.any[0].message})` : ''}`).join('\n  ')}`);
  expect(summary, `Accessibility violations on ${page.url()}`).toEqual([]);
}

/**
 * Ends the CSS transitions under way, so axe reads each colour's settled value, not one part-way through a fade.
 * A test that queries the page as soon as it commits (as the first-paint journeys do) makes the browser style it
 * before its stylesheet has arrived, in the browser's default look (blue links, grey buttons). The sheet then brings
 * the kit's look with a transition from that one; a part skipped off screen (`content-visibility: auto`) takes it
 * only when it is next styled, which is when axe reads it, so axe measured a button's default blue link colour on its
 * dark card. Every element is styled here first (a skipped part too), and every transition jumps to its end.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('*')) void getComputedStyle(element).color;
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
  });
}
