import type { ComponentType } from 'react';
import type { RuntimeConfig } from './runtime-config';
import type { Registry } from './registry';
import type { PageProps, RemoteId } from './remote-contract';

/**
 * The render seam between the shell's Node build (shell/src/server/render.tsx), the pre-render that loads it
 * (tools/prerender) and the browser that adopts what it wrote (shell/src/app): one declaration each side imports.
 */

/** A remote's page as its render bundle gives it: the container's name, the exposed name and the component. */
interface ServerPage {
  /** Federation container name of the remote. */
  readonly container: string;
  readonly expose: string;
  readonly Page: ComponentType<PageProps>;
}

/** One path to render, with what the shell needs to route it and the remote pages it may need. */
interface RenderRequest {
  readonly path: string;
  readonly registry: Registry;
  readonly config: RuntimeConfig;
  /** The remote pages the path may need, from their render bundles. */
  readonly pages: readonly ServerPage[];
}

/**
 * A document's head as data, from the shell's one pageHead: the pre-render writes it as tags, the browser applies it
 * when it navigates to another page.
 */
export interface PageHead {
  /** The document title, site name included. */
  readonly title: string;
  readonly description: string;
  /** How a page of its own URL is linked to; absent from app.html, the one document of every route not pre-rendered. */
  readonly link?: PageLink;
}

/** A page's canonical URL, its link preview (Open Graph, the X card) and its structured data. */
interface PageLink {
  /** The site's name, as link previews show it beside the title. */
  readonly siteName: string;
  /** The canonical URL, absolute. */
  readonly url: string;
  /** The link-preview image (1200×630 JPEG), an absolute URL. */
  readonly image: string;
  /** Structured data for the page, if any (the home page's Organization). */
  readonly jsonLd?: object;
}

/** One path rendered: the HTML of #root (the whole page, every Suspense boundary resolved, no inline script) and its head. */
export interface RenderedPage {
  readonly html: string;
  readonly head: PageHead;
}

export type RenderPage = (request: RenderRequest) => Promise<RenderedPage>;

/** What the shell's Node build exports, as the pre-render loads it. */
export interface ShellRenderer {
  readonly renderPage: RenderPage;
  /** The one copy of each singleton that remote render bundles get in place of their own. */
  readonly sharedModules: Readonly<Record<string, unknown>>;
  /** The head of app.html, which answers every route not pre-rendered: the site's name and description. */
  readonly siteHead: PageHead;
}

/** What the pre-rendered HTML says about itself: which remote version rendered it, absent on the shell's own pages. */
export interface ServedPage {
  readonly remote?: RemoteId;
  readonly version?: string;
  readonly expose?: string;
}
