import type { Registry, RemoteRecord } from './registry';
import type { HeaderLook, RemoteRoute, RouteLayout } from './remote-contract';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

const LAYOUTS: readonly RouteLayout[] = ['main', 'bare', 'none'];
const HEADER_LOOKS: readonly HeaderLook[] = ['default', 'light'];
const CONTENT_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T => values.some((v) => v === value);

/** A route record as a remote publishes it; `header` and `content` are optional (versions from before them still load). */
export function isRemoteRoute(value: unknown): value is RemoteRoute {
  if (!isObject(value) || typeof value.path !== 'string' || typeof value.title !== 'string') return false;
  if (typeof value.expose !== 'string' || !value.expose.startsWith('./') || !isOneOf(LAYOUTS, value.layout)) return false;
  if (value.description !== undefined && typeof value.description !== 'string') return false;
  if (value.header !== undefined && !isOneOf(HEADER_LOOKS, value.header)) return false;
  return value.content === undefined || (typeof value.content === 'string' && CONTENT_KEY.test(value.content));
}

const hasValidRoutes = (version: unknown): boolean => isObject(version) && Array.isArray(version.routes) && version.routes.every(isRemoteRoute);

const isDescribed = (versions: Record<string, unknown>, name: unknown): boolean => typeof name === 'string' && isObject(versions[name]) && typeof versions[name].entry === 'string';

/** No staged list (registries from before staging), or names of versions the record describes, none of them current. */
export function hasValidStaged(record: Record<string, unknown>): boolean {
  const { staged, versions, current } = record;
  if (staged === undefined) return true;
  return Array.isArray(staged) && isObject(versions) && staged.every((name) => name !== current && isDescribed(versions, name));
}

function isRecord(value: unknown): value is RemoteRecord {
  if (!isObject(value) || typeof value.current !== 'string' || typeof value.name !== 'string') return false;
  if (!Array.isArray(value.previous) || !isObject(value.versions)) return false;
  return isDescribed(value.versions, value.current) && Object.values(value.versions).every(hasValidRoutes) && hasValidStaged(value);
}

/** Checks the shape the shell relies on; a registry that fails is treated as unreachable. */
export function isRegistry(value: unknown): value is Registry {
  if (!isObject(value) || value.schema !== 1 || !isObject(value.remotes)) return false;
  return Object.values(value.remotes).every(isRecord);
}
