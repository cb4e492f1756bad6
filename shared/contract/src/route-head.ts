import type { Locale } from './locales';
import type { RemoteRoute } from './remote-route';

// Types only from remote-route.ts: its schemas (valibot) stay out of the scripts that run before adoption.

/** A route's title and description in a locale: its own in French and Arabic where it has them, else English's. */
export function routeHeadIn(route: RemoteRoute, locale: Locale): { readonly title: string; readonly description: string | undefined } {
  const head = locale === 'en' ? undefined : route.heads?.[locale];
  return { title: head?.title ?? route.title, description: head?.description ?? route.description };
}
