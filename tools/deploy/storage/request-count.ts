import type { ObjectStore } from './object-store';

type RequestCounts = Record<'get' | 'put' | 'putIfAbsent' | 'putIfMatch' | 'list' | 'remove', number>;

export interface CountedStore extends ObjectStore {
  readonly counts: Readonly<RequestCounts>;
  total(): number;
}

const isCounted = (store: ObjectStore): store is CountedStore => 'counts' in store;

/**
 * The same store, counting each call (a list of many pages counts once): what one release costs in requests. A
 * store counted already is returned as it is, so the count a command began (with its probe) goes on.
 */
export function countRequests(store: ObjectStore): CountedStore {
  if (isCounted(store)) return store;
  const counts: RequestCounts = { get: 0, put: 0, putIfAbsent: 0, putIfMatch: 0, list: 0, remove: 0 };
  const count = <A extends unknown[], R>(name: keyof RequestCounts, call: (...args: A) => Promise<R>) => (...args: A): Promise<R> => {
    counts[name] += 1;
    return call(...args);
  };
  return {
    location: store.location,
    where: (key: string) => store.where(key),
    counts,
    total: () => Object.values(counts).reduce((a, b) => a + b, 0),
    get: count('get', (key: string) => store.get(key)),
    put: count('put', (key, body, headers) => store.put(key, body, headers)),
    putIfAbsent: count('putIfAbsent', (key, body, headers) => store.putIfAbsent(key, body, headers)),
    putIfMatch: count('putIfMatch', (key, body, etag, headers) => store.putIfMatch(key, body, etag, headers)),
    list: count('list', (prefix: string) => store.list(prefix)),
    remove: count('remove', (key: string) => store.remove(key)),
  };
}
