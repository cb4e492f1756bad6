import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as JsxRuntime from 'react/jsx-runtime';
import { prerenderToNodeStream } from 'react-dom/static';
import * as Toastify from 'react-toastify/unstyled';
import * as Platform from '@bbg/platform';
import { pageInLocale } from '@bbg/runtime';
import { serverNavigator, servedBranch, RouterProvider } from '@bbg/router';
import { LOCALE_INFO, localePrefix, type PageHead, type Registry, type RenderPage } from '@bbg/contract';
import { createRoutes, ownedRoutes } from '../app/create-routes';
import { withAlternates } from '../app/page-alternates';
import { ShellProviders } from '../app/shell-providers';
import { pageHead } from '../app/page-head';
import { putReadyPage } from '../remotes/page-cache';
import { loadHome } from '../pages/home/home-route';
import { loadShellCopy, type ShellCopy } from '../content/shell-copy';
import { organizationJsonLd } from '../content/organization';
import { shellReviewed } from '../content/shell-reviewed';
import type { HeadSite } from '../app/page-head';

/**
 * The one copy of each singleton that remote render bundles get in place of their own: the names of
 * tools/rspack/shared-dependencies.ts (server-externals.ts keeps exactly those out of a remote's bundle).
 */
export const sharedModules: Readonly<Record<string, unknown>> = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDom,
  'react-toastify/unstyled': Toastify,
  '@bbg/platform': Platform,
};

/** Markup React writes only when it streams a boundary late: it needs an inline script, which our CSP refuses. */
const STREAMING_MARKERS = ['$RC(', '<template id="B:', ' id="S:'];

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** The head of the page a route renders: the home page's for the index route (it has no path), else its remote's route's. */
function headOf(registry: Registry, site: HeadSite, path: string, routePath: string | undefined, shellCopy: ShellCopy): PageHead {
  if (routePath === undefined) {
    // The home page's structured data, in the document's language: written here only, browsers read the served one.
    const head = withAlternates(pageHead(site, path), site, path);
    const jsonLd = organizationJsonLd(site.siteUrl, shellCopy.footer.offices, LOCALE_INFO[site.locale].lang);
    return head.link ? { ...head, link: { ...head.link, jsonLd } } : head;
  }
  const owned = ownedRoutes(registry).find(({ route }) => route.path === routePath);
  if (!owned) throw new Error(`${path}: no remote of the registry owns the route ${routePath}`);
  return withAlternates(pageHead(site, path, owned), site, path, owned);
}

/** The HTML of #root for one path (the whole page, every Suspense boundary resolved, no inline script) and its head. */
export const renderPage: RenderPage = async ({ path, locale, registry, config, pages }) => {
  for (const { container, expose, module } of pages) putReadyPage(container, expose, await pageInLocale(module, locale));
  const [shellCopy] = await Promise.all([loadShellCopy(locale), loadHome(locale)]);
  const routes = createRoutes({ registry, baseUrl: 'http://localhost/registry.json', source: 'live' });
  const url = new URL(path, 'http://localhost');
  const navigator = serverNavigator(routes, { pathname: url.pathname, search: url.search, hash: '' }, localePrefix(locale));
  // A served document is adopted with the branch found without a router: it must be the one React Router renders.
  const branch = servedBranch(routes, url.pathname);
  const matched = navigator?.matches().at(-1)?.route;
  if (!navigator || matched?.path === '*') throw new Error(`${path} answers a redirect, not a page`);
  if (!branch || branch.at(-1)?.route !== matched) throw new Error(`${path}: the served page would be adopted as another route`);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <ShellProviders config={config} locale={locale} copy={shellCopy}>
      <RouterProvider navigator={navigator} />
    </ShellProviders>,
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER, onError: (error) => void errors.push(error) },
  );
  const html = await streamToString(prelude);
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  const marker = STREAMING_MARKERS.find((m) => html.includes(m));
  if (marker) throw new Error(`${path}: the render wrote streaming markup (${marker}), which needs an inline script`);
  const site: HeadSite = { siteUrl: config.siteUrl, locale, description: shellCopy.site.description, shellReviewed };
  return { html, head: headOf(registry, site, path, matched?.path, shellCopy), shellCopy };
};

export { siteHead } from '../app/site-head';
