/**
 * A route's path as a pattern that matches the paths it serves: `:name` is one segment, `*` the rest, letters in any
 * case, an optional trailing slash.
 */
export function routePattern(path: string): RegExp {
  const parts = path.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${parts.join('/')}/?$`, 'i');
}
