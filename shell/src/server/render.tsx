import { StrictMode } from 'react';
import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as JsxRuntime from 'react/jsx-runtime';
import { prerenderToNodeStream } from 'react-dom/static';
import * as Toastify from 'react-toastify/unstyled';
import * as Platform from '@bbg/platform';
import { RuntimeConfigProvider } from '@bbg/platform';
import { serverNavigator, servedBranch, RouterProvider } from '@bbg/router';
import type { PageHead, Registry, RenderPage } from '@bbg/contract';
import { createRoutes, ownedRoutes } from '../app/create-routes';
import { pageHead } from '../app/page-head';
import { putReadyPage } from '../remotes/page-cache';
import { loadHome } from '../pages/home/home-route';

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
function headOf(registry: Registry, siteUrl: string, path: string, routePath: string | undefined): PageHead {
  if (routePath === undefined) return pageHead(siteUrl, path);
  const owned = ownedRoutes(registry).find(({ route }) => route.path === routePath);
  if (!owned) throw new Error(`${path}: no remote of the registry owns the route ${routePath}`);
  return pageHead(siteUrl, path, owned);
}

/** The HTML of #root for one path (the whole page, every Suspense boundary resolved, no inline script) and its head. */
export const renderPage: RenderPage = async ({ path, registry, config, pages }) => {
  for (const { container, expose, Page } of pages) putReadyPage(container, expose, Page);
  await loadHome();
  const routes = createRoutes({ registry, baseUrl: 'http://localhost/registry.json', source: 'live' });
  const url = new URL(path, 'http://localhost');
  const navigator = serverNavigator(routes, { pathname: url.pathname, search: url.search, hash: '' });
  // A served document is adopted with the branch found without a router: it must be the one React Router renders.
  const branch = servedBranch(routes, url.pathname);
  const matched = navigator?.matches().at(-1)?.route;
  if (!navigator || matched?.path === '*') throw new Error(`${path} answers a redirect, not a page`);
  if (!branch || branch.at(-1)?.route !== matched) throw new Error(`${path}: the served page would be adopted as another route`);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <RuntimeConfigProvider config={config}>
        <RouterProvider navigator={navigator} />
      </RuntimeConfigProvider>
    </StrictMode>,
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER, onError: (error) => void errors.push(error) },
  );
  const html = await streamToString(prelude);
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  const marker = STREAMING_MARKERS.find((m) => html.includes(m));
  if (marker) throw new Error(`${path}: the render wrote streaming markup (${marker}), which needs an inline script`);
  return { html, head: headOf(registry, config.siteUrl, path, matched?.path) };
};

export { siteHead } from '../app/page-head';
