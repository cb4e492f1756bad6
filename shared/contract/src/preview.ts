import type { RemoteId } from './remote-contract';

/** The query parameter of a preview link: `?bbg-preview=<remote>@<version>` (npm run preview-url). */
export const PREVIEW_PARAM = 'bbg-preview';

/** What a preview link asks for, before it is checked against the registry. */
export interface PreviewAsk {
  readonly remote: string;
  readonly version: string;
}

/** A version name as a release makes it: the package's semver, then 12 hex digits of the build's hash. */
const VERSION = /^\d{1,6}\.\d{1,6}\.\d{1,6}(?:-[0-9a-z]{1,20}(?:\.[0-9a-z]{1,20}){0,4})?-[0-9a-f]{12}$/;
const REMOTE = /^[a-z]{1,20}$/;

const isVersionName = (value: string): boolean => VERSION.test(value);

/** The parameter's value for a remote's version. */
export const previewValue = (remote: RemoteId, version: string): string => `${remote}@${version}`;

/** `<remote>@<version>`, each in its strict form; anything else (a URL, script text, a path) is undefined. */
export function parsePreviewValue(value: string): PreviewAsk | undefined {
  const at = value.indexOf('@');
  if (at < 0) return undefined;
  const remote = value.slice(0, at);
  const version = value.slice(at + 1);
  return REMOTE.test(remote) && isVersionName(version) ? { remote, version } : undefined;
}
