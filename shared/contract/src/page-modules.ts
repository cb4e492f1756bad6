import type { RemoteRoute } from './remote-contract';

/**
 * The first route of each page module (`expose`) of one remote, in the list's order. A module's other routes are the
 * same page with other content: the same scripts run before adoption, in the same frame.
 */
export const firstRouteOfEachModule = <Route extends Pick<RemoteRoute, 'expose'>>(routes: readonly Route[]): Route[] =>
  routes.filter((route, index) => routes.findIndex((first) => first.expose === route.expose) === index);
