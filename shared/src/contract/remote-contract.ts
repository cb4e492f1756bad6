import type { ComponentType } from 'react';

/** The five independently released sections of the site. */
export type RemoteId = 'about' | 'brands' | 'media' | 'contact' | 'legal';

/**
 * Where a page sits: inside the main layout (header, footer, loader), in the bare layout
 * (no header or footer, e.g. /qr-link) or outside every layout (e.g. /newsletter/:id).
 */
export type RouteLayout = 'main' | 'bare' | 'none';

/** One page a remote owns. The list is data, published with each release of the remote. */
export interface RemoteRoute {
  /** React Router path, matched case-insensitively. */
  readonly path: string;
  /** The exposed module that renders the page, e.g. `./privacy-policy`. */
  readonly expose: `./${string}`;
  /** Document title for the page (the site name is appended by the host). */
  readonly title: string;
  /** Meta description for the page; the site's own is used when absent. */
  readonly description?: string;
  readonly layout: RouteLayout;
}

/** What every exposed page module exports. */
export interface RemotePageModule {
  readonly Page: ComponentType;
}

/** The exposes named by a route list. */
export type ExposeOf<Routes extends readonly RemoteRoute[]> = Routes[number]['expose'];

/** Lazy loaders for a remote's own pages, used when it runs standalone. */
export type PageLoaders<Routes extends readonly RemoteRoute[]> = Record<ExposeOf<Routes>, () => Promise<RemotePageModule>>;
