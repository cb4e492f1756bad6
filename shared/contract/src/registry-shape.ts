import type { Registry } from './registry-schema';
import { CONTENT_KEY, HEADER_LOOKS, ROUTE_LAYOUTS } from './route-rules';

// The shell's check of the live registry, before its root is adopted: the schema library would cost that path about
// 3 KB gzip it does not have (docs/decisions/0028-one-schema-per-type.md). registry-shape.test.ts holds it to the
// schema (registry-schema.ts), which alone also checks that the remotes are keyed by remote ids.

/** A JSON object, never an array: the schema refuses a list of remotes or of versions too. */
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isOneOf = (values: readonly string[], value: unknown): boolean => values.some((known) => known === value);
const isOptional = (value: unknown, check: (value: unknown) => boolean): boolean => value === undefined || check(value);
const isString = (value: unknown): value is string => typeof value === 'string';

function hasRouteShape(route: unknown): boolean {
  if (!isObject(route) || !isString(route.path) || !isString(route.title) || !isOneOf(ROUTE_LAYOUTS, route.layout)) return false;
  if (!isString(route.expose) || !route.expose.startsWith('./') || !isOptional(route.description, isString)) return false;
  return isOptional(route.header, (header) => isOneOf(HEADER_LOOKS, header)) && isOptional(route.content, (key) => isString(key) && CONTENT_KEY.test(key));
}

const VERSION_FIELDS = ['version', 'entry', 'entryScript', 'integrity', 'files', 'filesIntegrity', 'publishedAt'] as const;

function hasVersionShape(version: unknown): boolean {
  if (!isObject(version) || !VERSION_FIELDS.every((field) => isString(version[field])) || !isOptional(version.sourceHash, isString)) return false;
  return Array.isArray(version.routes) && version.routes.every(hasRouteShape);
}

const isNameList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);

function hasRecordShape(record: unknown): boolean {
  if (!isObject(record) || !isString(record.name) || !isString(record.section) || !isString(record.current) || !isNameList(record.previous)) return false;
  const { current, versions, staged = [] } = record;
  if (!isObject(versions) || !Object.hasOwn(versions, current) || !Object.values(versions).every(hasVersionShape)) return false;
  return isNameList(staged) && staged.every((name) => name !== current && Object.hasOwn(versions, name));
}

/** The shape of a registry the shell can run on; one that fails is treated as unreachable. */
export function hasRegistryShape(value: unknown): value is Registry {
  return isObject(value) && value.schema === 1 && isString(value.updatedAt) && isObject(value.remotes) && Object.values(value.remotes).every(hasRecordShape);
}
