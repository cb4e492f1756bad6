import { test as base } from '@playwright/test';
import { e2ePreview, seedArguments, seedPreview } from './preview';
import { readDeployedRegistry } from './registry';

export * from '@playwright/test';

const preview = e2ePreview();

/**
 * The composed site's `test`: Playwright's, with every page of a test's context on the preview that E2E_PREVIEW
 * names (QA's run of the journeys against a staged version, README "Trying a remote's next version"), and the
 * live site when it is unset.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    if (preview) await context.addInitScript(seedPreview, seedArguments(preview));
    await use(context);
  },
});

const previewedRoutes: readonly RegExp[] = preview
  ? (readDeployedRegistry().remotes[preview.remote]?.versions[preview.value.slice(preview.value.indexOf('@') + 1)]?.routes ?? []).map(
      (route) => new RegExp(`^${route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`, 'i'),
    )
  : [];

/**
 * Is `path` a page that the preview renders afresh (a route of the previewed remote)? Its served document, the live
 * version's, is hidden and replaced rather than adopted: a test of how a served document is adopted skips it.
 */
export const previewReplaces = (path: string): boolean => previewedRoutes.some((route) => route.test(new URL(path, 'http://x').pathname));

/** The reason such a test gives when it skips. */
export const PREVIEW_REPLACES = 'E2E_PREVIEW renders this page afresh with the staged version: its served document is not adopted';
