import { test as base } from '@playwright/test';
import { deployDir } from '../../tools/deploy/deploy-paths';
import { e2ePreview, previewedVersion, rendersAfresh, seedArguments, seedPreview } from './preview';
import { readDeployedRegistry } from './registry';

export * from '@playwright/test';

const preview = e2ePreview();

/**
 * The composed site's `test`: Playwright's, with every page of a test's context on the preview that E2E_PREVIEW
 * names (QA's run of the journeys against a staged version, docs/deploy.md "Staging, preview, promotion"), and the
 * live site when it is unset.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    if (preview) await context.addInitScript(seedPreview, seedArguments(preview));
    await use(context);
  },
});

// A version the served registry does not stage stops the run here too (the runner's check is in playwright.config.ts).
const previewedRoutes = preview ? previewedVersion(preview, readDeployedRegistry(), deployDir()).routes : [];

/**
 * Is `path` a page that the preview renders afresh (a route of the previewed remote, in any locale)? Its served
 * document, the live version's, is hidden and replaced rather than adopted: a test of how a served document is adopted
 * skips it.
 */
export const previewReplaces = (path: string): boolean => rendersAfresh(previewedRoutes, path);

/** The reason such a test gives when it skips. */
export const PREVIEW_REPLACES = 'E2E_PREVIEW renders this page afresh with the staged version: its served document is not adopted';
