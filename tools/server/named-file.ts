import { withoutTrailingSlash } from './path-rules';

/**
 * The file a path names however it is spelled: a trailing slash, a precompressed suffix and letter case set aside
 * (`/Config.json/`, `/config.json.br` and `/x.jsonl.gz` name config.json and x.jsonl). The server answers the files
 * it treats specially (config.json, registry.json, the logs) by this name, so no other spelling reaches the raw file:
 * the file lookup strips a trailing slash, and a case-insensitive disk ignores case.
 */
export const namedFile = (pathname: string): string => withoutTrailingSlash(pathname).replace(/\.(br|gz)$/i, '').toLowerCase();
