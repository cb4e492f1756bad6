import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Every page test calls this: WCAG 2.2 AA plus best practices, and nothing may be found.
 * The page is scanned as the browser renders it, as Lighthouse's scan does. A Section off screen is not rendered
 * until it nears the viewport (`content-visibility: auto`), and axe judges a skipped text's contrast against what is
 * rendered where its box would be. That is why the dark sections and the footer are rendered at all times, and the
 * scan is what keeps them so: a skipped part that would be misjudged fails here before it costs a report.
 */
export async function expectAccessible(page: Page, options: { readonly exclude?: readonly string[] } = {}): Promise<void> {
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
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(summary, `Accessibility violations on ${page.url()}`).toEqual([]);
}
