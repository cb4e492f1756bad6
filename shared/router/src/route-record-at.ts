import type { RemoteRoute } from '@bbg/contract';
import { patternMatches } from './react-router-navigator';

/**
 * Tests and tools: the record of a route list that a path opens, matched as the router matches (any case,
 * encoded or not); a path no route opens gets a bare record with no content key, as a page could be handed one.
 */
export function routeRecordAt(routes: readonly RemoteRoute[], path: string): RemoteRoute {
  const found = routes.find((route) => patternMatches(route.path, path));
  return found ?? { path, expose: './unknown', title: 'Unknown', layout: 'main' };
}
