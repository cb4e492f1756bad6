import { parsePreviewValue, pathInLocale, previewableOf, PREVIEW_SESSION_KEY, routePattern, type Registry, type RemoteId, type RemoteRoute, type RemoteVersion } from '@bbg/contract';

/** Set once a page of the context has been seeded, so Exit (which clears the preview and reloads) stays exited. */
const SEEDED_KEY = 'bbg-e2e-preview-seeded';

/** What QA asked the site's journeys to run on: `E2E_PREVIEW=<remote>@<version>`, as `npm run preview-url` names it. */
export interface E2ePreview {
  readonly value: string;
  readonly remote: RemoteId;
  readonly version: string;
}

/** Reads E2E_PREVIEW; a value that is not `<remote>@<version>` stops the run with a message rather than testing the live site. */
export function e2ePreview(env: string | undefined = process.env.E2E_PREVIEW): E2ePreview | undefined {
  if (env === undefined || env === '') return undefined;
  const asked = parsePreviewValue(env);
  if (!asked) throw new Error(`E2E_PREVIEW must be <remote>@<version>, as npm run preview-url prints it (brands@1.0.1-9c5e0a1b2c3d); got ${JSON.stringify(env)}.`);
  return { value: env, remote: asked.remote as RemoteId, version: asked.version };
}

/**
 * The previewed version as the registry the site project serves (`where`) lists it. The shell refuses a preview of a
 * version that is not staged there (nor current during a canary) and shows the live site, on which every journey would
 * pass: so such a value stops the run instead, naming what can be previewed.
 */
export function previewedVersion(preview: E2ePreview, registry: Registry, where: string): RemoteVersion {
  const record = registry.remotes[preview.remote];
  const previewable = record ? previewableOf(record) : [];
  const found = previewable.includes(preview.version) ? record?.versions[preview.version] : undefined;
  if (!found) {
    throw new Error(
      `E2E_PREVIEW=${preview.value}: ${where} does not stage that version (previewable: ${previewable.join(', ') || 'none'}), so every journey would run on the live site. ` +
        `Stage it into that folder (npm run release -- ${preview.remote} --stage) or name a version npm run remotes lists as staged.`,
    );
  }
  return found;
}

/**
 * Runs in every page before the site's scripts: the first page of a tab starts on the preview, as the printed link
 * would start it. The shell then checks it against the registry like any link (an unstaged version would show the
 * refusal in the bar and leave the journeys on the live site, so `previewedVersion` stops such a run first).
 */
export function seedPreview([key, seeded, value]: readonly [string, string, string]): void {
  // The tab's own document only: a sandboxed frame (a newsletter) has no storage to read.
  if (window !== window.top) return;
  if (sessionStorage.getItem(seeded) !== null) return;
  sessionStorage.setItem(seeded, '1');
  sessionStorage.setItem(key, value);
}

export const seedArguments = (preview: E2ePreview): readonly [string, string, string] => [PREVIEW_SESSION_KEY, SEEDED_KEY, preview.value];

/**
 * Does a preview of a version with these routes render `path` afresh? Its routes in every locale (`/fr/t&c` too),
 * typed or URL-encoded (`/t%26c`), any query or hash aside.
 */
export function rendersAfresh(routes: readonly RemoteRoute[], path: string): boolean {
  const pathname = pathInLocale(decodeURIComponent(new URL(path, 'http://x').pathname));
  return routes.some((route) => routePattern(route.path).test(pathname));
}
