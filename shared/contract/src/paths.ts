/**
 * Every page of the site, composed from each app's own table. An app declares its pages in `src/app/paths.ts` and adds
 * them to SitePaths there, by declaration merging (`declare module '@bbg/contract' { interface SitePaths { … } }`): a
 * team adds a page without editing another package, and a link to a path no app declares fails typecheck. Paths are
 * spelled as the route tables spell them (`/Yashika-fashion`); the router matches them in any case.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging, one entry per app
export interface SitePaths {}

/** One app's path table: a name for each of its pages, and the path as its route table writes it. */
export type PathTable = Readonly<Record<string, `/${string}`>>;

/** The paths of one table. */
export type PathOf<Table extends PathTable> = Table[keyof Table];

/** A route of the site as the route tables write it (parameters included). */
export type SitePath = { [App in keyof SitePaths]: SitePaths[App] extends PathTable ? PathOf<SitePaths[App]> : never }[keyof SitePaths];

/** A route a link can open as written: every route without a parameter. */
export type PagePath = Exclude<SitePath, `${string}:${string}`>;

/** An internal link: a page of the site, optionally to a section of it. */
export type InternalHref = PagePath | `${PagePath}#${string}`;

/** A link to a section of the page it is on: `#` and the section's element id. */
export type SectionHref = `#${string}`;

/** A link to another site (a brand's site, a social profile): an absolute https URL, never a path of this one. */
export type ExternalHref = `https://${string}`;
