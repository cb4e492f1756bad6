import type { Registry, RemoteRecord } from './registry';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function isRecord(value: unknown): value is RemoteRecord {
  if (!isObject(value) || typeof value.current !== 'string' || typeof value.name !== 'string') return false;
  if (!Array.isArray(value.previous) || !isObject(value.versions)) return false;
  const current = value.versions[value.current];
  return isObject(current) && typeof current.entry === 'string' && Array.isArray(current.routes);
}

/** Checks the shape the shell relies on; a registry that fails is treated as unreachable. */
export function isRegistry(value: unknown): value is Registry {
  if (!isObject(value) || value.schema !== 1 || !isObject(value.remotes)) return false;
  return Object.values(value.remotes).every(isRecord);
}
