import { hasValidStaged, isRegistry, isRemoteRoute } from '@bbg/contract';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function recordProblem(id: string, record: unknown): string | undefined {
  const at = `remotes.${id}`;
  if (!isObject(record)) return `${at} is not an object`;
  if (typeof record.name !== 'string') return `${at}.name is not a string`;
  if (typeof record.current !== 'string') return `${at}.current is not a string`;
  if (!Array.isArray(record.previous)) return `${at}.previous is not a list`;
  if (!isObject(record.versions)) return `${at}.versions is not an object`;
  const current = record.versions[record.current];
  if (!isObject(current) || typeof current.entry !== 'string') return `${at}.current names ${record.current}, which ${at}.versions does not describe`;
  for (const [name, version] of Object.entries(record.versions)) {
    if (!isObject(version) || !Array.isArray(version.routes)) return `${at}.versions["${name}"].routes is not a list`;
    const bad = version.routes.findIndex((route) => !isRemoteRoute(route));
    if (bad >= 0) return `${at}.versions["${name}"].routes[${bad}] is not a valid route`;
  }
  if (!hasValidStaged(record)) return `${at}.staged is not a list of versions that ${at}.versions describes, other than the current one`;
  return undefined;
}

/** What is wrong with a parsed registry, and where, as the shell's own check (isRegistry) sees it; undefined if nothing. */
export function registryProblem(value: unknown): string | undefined {
  if (!isObject(value)) return 'it is not a JSON object';
  if (value.schema !== 1) return `schema is ${JSON.stringify(value.schema)}, not 1`;
  if (!isObject(value.remotes)) return 'remotes is not an object';
  for (const [id, record] of Object.entries(value.remotes)) {
    const problem = recordProblem(id, record);
    if (problem) return problem;
  }
  return isRegistry(value) ? undefined : 'it does not have the shape the shell expects';
}
