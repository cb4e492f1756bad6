import type { ComponentType } from 'react';
import type { Localized } from './locales';
import type { PathOf, PathTable } from './paths';
import type { RemoteRoute } from './remote-route';

/**
 * An independently released section of the site, by its id (`brands`). Any remote a workspace declares; ids that come
 * from outside (a registry, a command line) are checked with isRemoteId.
 */
export type RemoteId = string;

export type { ContentKey, HeaderLook, RemoteRoute, RouteLayout } from './remote-route';

/**
 * What the shell (and the pre-render, and the standalone frame) hands every exposed page: its route record, and its
 * copy in the document's locale, which the page module's `copy` loaders gave.
 */
export type PageProps<Copy = undefined> = { readonly route: RemoteRoute } & ([Copy] extends [undefined] ? { readonly copy?: undefined } : { readonly copy: Copy });

/**
 * A page's words, one lazy import per locale: each locale's copy is a chunk of its own, so a browser downloads only
 * its locale's. A page module exports these as `copy`, typed `satisfies CopyLoaders<ItsCopy>`: a locale that misses a
 * key fails typecheck, naming that locale's file.
 */
export type CopyLoaders<Copy> = Localized<() => Promise<Copy>>;

/**
 * What every exposed page module exports: its Page, and its copy loaders (absent for a page with no words of its own).
 * Across federation the copy's type is the page's own business: the shell loads it and hands it over.
 */
export interface RemotePageModule {
  readonly Page: ComponentType<{ readonly route: RemoteRoute; readonly copy: never }>;
  readonly copy?: Localized<() => Promise<unknown>>;
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
