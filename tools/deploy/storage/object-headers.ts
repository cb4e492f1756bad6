import { contentType } from '../../server/content-type';
import { cacheControl } from '../../server/security-headers';
import { isPrivateKey, type ObjectHeaders } from './object-store';

/**
 * The Content-Type and Cache-Control every stored object carries, from the rules `npm start` applies: version
 * folders and hashed static files immutable, the registry no-store, pages and the rest no-cache. Private objects are
 * never served, and never kept by anything in between.
 */
export const objectHeaders = (key: string): ObjectHeaders => ({
  contentType: contentType(key),
  cacheControl: isPrivateKey(key) ? 'no-store' : cacheControl(`/${key}`),
});
