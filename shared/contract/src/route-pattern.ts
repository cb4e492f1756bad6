/**
 * A route's path as a pattern that matches the paths it serves: `:name` is one segment, a last `*` the rest, letters
 * in any case, an optional trailing slash. A `*` anywhere else is itself, as React Router reads it: the pattern then
 * holds one `.*` at most, so no path a client sends (a beacon's, up to 200 characters) makes it backtrack for long,
 * whatever a registry's route says (`/*` `/*` `/*` … took seconds a path).
 */
export function routePattern(path: string): RegExp {
  const parts = path.split('/');
  const last = parts.length - 1;
  const pattern = parts.map((part, index) => (part.startsWith(':') ? '[^/]+' : part === '*' && index === last ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${pattern.join('/')}/?$`, 'i');
}
