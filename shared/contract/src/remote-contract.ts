import type { ComponentType } from 'react';
import type { SitePath } from './paths';

/** The five independently released sections of the site. */
export type RemoteId = 'about' | 'brands' | 'media' | 'contact' | 'legal';

/**
 * Where a page sits: inside the main layout (header, footer, loader), in the bare layout
 * (no header or footer, e.g. /qr-link) or outside every layout (e.g. /newsletter/:id).
 */
export type RouteLayout = 'main' | 'bare' | 'none';

/** How the shell's header looks over a page: its usual look, or the light one (the legal pages). */
export type HeaderLook = 'default' | 'light';

/** Key of a page's content record, for a page component that serves several routes (lower-case words and dashes). */
export type ContentKey = string;

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
  /** The header's look over this page; `default` when absent. */
  readonly header?: HeaderLook;
  /** Which content record the page shows, when one page component serves several routes. */
  readonly content?: ContentKey;
}

/** What the shell (and the pre-render, and the standalone frame) hands every exposed page: its route record. */
export interface PageProps {
  readonly route: RemoteRoute;
}

/** What every exposed page module exports. */
export interface RemotePageModule {
  readonly Page: ComponentType<PageProps>;
}

/**
 * One exposed page of a remote's src/app/routes.ts: its file as data, relative to routes.ts, for the build to import
 * the table in Node without loading any page; and the lazy import of that same file, for the standalone frame
 * (tools/rspack/exposes-of.test.ts checks that each loader gives the module of its file).
 */
interface PageEntry {
  readonly file: `../pages/${string}.tsx`;
  readonly load: () => Promise<RemotePageModule>;
}

/** A remote's exposed pages: expose name → its entry. The build derives its `exposes` (and its render bundle) from the files. */
export type PageTable = Readonly<Record<`./${string}`, PageEntry>>;

/** A route of a remote whose pages are `Pages`: its expose names one of them, its path is in the site's table. */
export type RouteOf<Pages extends PageTable> = RemoteRoute & { readonly expose: keyof Pages & string; readonly path: SitePath };
