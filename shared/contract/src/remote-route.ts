import * as v from 'valibot';
import type { Locale } from './locales';
import { CONTENT_KEY, HEADER_LOOKS, ROUTE_LAYOUTS } from './route-rules';

/** A route's title and description in one language. */
const RouteHeadSchema = v.object({ title: v.string(), description: v.string() });

/** The route's title and description in each locale but English (which `title` and `description` give). */
const otherLocales = { fr: v.optional(RouteHeadSchema), ar: v.optional(RouteHeadSchema) } satisfies Record<Exclude<Locale, 'en'>, unknown>;
const LocalizedHeadsSchema = v.pipe(v.strictObject(otherLocales), v.readonly());

/** Key of a page's content record, for a page component that serves several routes (lower-case words and dashes). */
export type ContentKey = string;

/**
 * One page a remote owns. The list is data, published with each release of the remote. `header` and `content` are
 * optional: versions published before them stay rollback targets.
 */
export const RemoteRouteSchema = v.pipe(
  v.object({
    /** React Router path, matched case-insensitively. */
    path: v.string(),
    /** The exposed module that renders the page, e.g. `./privacy-policy`. */
    expose: v.custom<`./${string}`>((value) => typeof value === 'string' && value.startsWith('./'), 'must start with ./'),
    /** Document title for the page (the site name is appended by the host). */
    title: v.string(),
    /** Meta description for the page; the site's own is used when absent. */
    description: v.optional(v.string()),
    /** Where the page sits (ROUTE_LAYOUTS). */
    layout: v.picklist(ROUTE_LAYOUTS),
    /** The header's look over this page; `default` when absent. */
    header: v.optional(v.picklist(HEADER_LOOKS)),
    /** Which content record the page shows, when one page component serves several routes. */
    content: v.optional(v.pipe(v.string(), v.regex(CONTENT_KEY, 'must be lower-case words and dashes'))),
    /** Its title and description in the other locales, from the remote's catalogues; English stands in where absent. */
    heads: v.optional(LocalizedHeadsSchema),
  }),
  v.readonly(),
);

export type RemoteRoute = v.InferOutput<typeof RemoteRouteSchema>;
export type RouteLayout = RemoteRoute['layout'];
export type HeaderLook = NonNullable<RemoteRoute['header']>;
