import type { ComponentType } from 'react';
import type { PathOf, PathTable } from './paths';
import type { RemoteRoute } from './remote-route';

/**
 * An independently released section of the site, by its id (`brands`). Any remote a workspace declares; ids that come
 * from outside (a registry, a command line) are checked with isRemoteId.
 */
export type RemoteId = string;

export type { ContentKey, HeaderLook, RemoteRoute, RouteLayout } from './remote-route';

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

/** A route of a remote whose pages are `Pages` and paths `Paths`: its expose names one of its pages, its path one of its paths. */
export type RouteOf<Pages extends PageTable, Paths extends PathTable> = RemoteRoute & { readonly expose: keyof Pages & string; readonly path: PathOf<Paths> };
