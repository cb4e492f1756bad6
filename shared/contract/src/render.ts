import type { Locale } from './locales';
import type { RuntimeConfig } from './runtime-config';
import type { Registry } from './registry';
import type { RemoteId, RemotePageModule } from './remote-contract';

/**
 * The render seam between the shell's Node build (shell/src/server/render.tsx), the pre-render that loads it
 * (tools/prerender) and the browser that adopts what it wrote (shell/src/app): one declaration each side imports.
 */

/** A remote's page as its render bundle gives it: the container's name, the exposed name and the page module. */
interface ServerPage {
  /** Federation container name of the remote. */
  readonly container: string;
  readonly expose: string;
  readonly module: RemotePageModule;
}

/** One path to render, with what the shell needs to route it and the remote pages it may need. */
interface RenderRequest {
  /** The path as the site writes it in English (`/about-us`); the document is `locale`'s (`/fr/about-us`). */
  readonly path: string;
  readonly locale: Locale;
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
  /** A translation no person has reviewed yet: kept out of search engines (`noindex`), the sitemap and hreflang. */
  readonly noindex?: boolean;
}

/** One language's version of a page, as hreflang names it (`x-default` for the English one). */
export interface PageAlternate {
  readonly hreflang: string;
  /** Absolute URL. */
  readonly url: string;
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
  /** Open Graph's locale of the page (`fr_FR`), and of its other reviewed versions: the pre-render's. */
  readonly ogLocale?: string;
  readonly ogAlternates?: readonly string[];
  /** Its versions in every reviewed locale, itself included, and the `x-default`: absent when it has no other. */
  readonly alternates?: readonly PageAlternate[];
}

/** One path rendered: the HTML of #root (the whole page, every Suspense boundary resolved, no inline script) and its head. */
export interface RenderedPage {
  readonly html: string;
  readonly head: PageHead;
  /** The shell's words the page was rendered with, which the document carries for the shell's start (JSON). */
  readonly shellCopy?: unknown;
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
