import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { firstRouteOfEachModule, LOCALE_INFO, localizedPath, type RemoteRoute } from '@bbg/contract';
import { repoRoot } from '../../tools/apps';
import { expectAccessible } from './axe';
import { watchPage } from './page-health';
import { samplePath } from './registry';

/**
 * QA's view of one remote: alone on its own port, it lists every route, serves its first in French and Arabic (the
 * locale's `lang` and `dir`, the frame's links in that locale), and one route of each page module renders in
 * the minimal frame with no console error (a module's other routes are the same page with other content, which the
 * composed site's walk in every-route.spec.ts renders). The remote's first route is also scanned for accessibility,
 * in the frame: every page's content is scanned in the composed site (its own spec), so the scan here is of the
 * frame, which every route shares.
 * `lastSections` names, per path, the last section heading a page reveals once its hero has loaded: the route's
 * test waits for it, so the scan covers every section.
 */
export function standaloneSuite(appDir: string, { lastSections = {} }: { readonly lastSections?: Readonly<Record<string, string>> } = {}): void {
  const routes = JSON.parse(readFileSync(join(repoRoot, appDir, 'dist', 'routes.json'), 'utf8')) as RemoteRoute[];

  test(`${appDir} runs alone in its own frame and lists its pages`, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText(`${appDir} · standalone`)).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Pages of this remote' });
    await expect(nav.getByRole('link')).toHaveCount(routes.length);
  });

  test(`${appDir} alone serves its pages in French and Arabic too, as the site does`, async ({ page }) => {
    const problems = await watchPage(page);
    const path = samplePath(routes[0]!);
    for (const locale of ['fr', 'ar'] as const) {
      await page.goto(localizedPath(path, locale));
      await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_INFO[locale].lang);
      await expect(page.locator('html')).toHaveAttribute('dir', LOCALE_INFO[locale].dir);
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      await expect(page.getByRole('navigation', { name: 'Pages of this remote' }).getByRole('link').first()).toHaveAttribute('href', localizedPath(path, locale));
    }
    expect(problems.consoleErrors).toEqual([]);
  });

  const scanned = new Set(routes.slice(0, 1));
  for (const route of firstRouteOfEachModule(routes)) {
    test(`${appDir} standalone renders ${route.path}${scanned.has(route) ? ' and passes the accessibility scan' : ''}`, async ({ page }) => {
      const problems = await watchPage(page);
      await page.goto(samplePath(route));
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      const lastSection = lastSections[route.path];
      if (lastSection) await expect(page.getByRole('heading', { level: 2, name: lastSection, exact: true })).toBeAttached({ timeout: 20_000 });
      if (scanned.has(route)) await expectAccessible(page);
      expect(problems.cspViolations).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    });
  }
}
