import { parsePreviewValue, PREVIEW_SESSION_KEY, type RemoteId } from '@bbg/contract';

/** Set once a page of the context has been seeded, so Exit (which clears the preview and reloads) stays exited. */
const SEEDED_KEY = 'bbg-e2e-preview-seeded';

/** What QA asked the site's journeys to run on: `E2E_PREVIEW=<remote>@<version>`, as `npm run preview-url` names it. */
export interface E2ePreview {
  readonly value: string;
  readonly remote: RemoteId;
}

/** Reads E2E_PREVIEW; a value that is not `<remote>@<version>` stops the run with a message rather than testing the live site. */
export function e2ePreview(env: string | undefined = process.env.E2E_PREVIEW): E2ePreview | undefined {
  if (env === undefined || env === '') return undefined;
  const asked = parsePreviewValue(env);
  if (!asked) throw new Error(`E2E_PREVIEW must be <remote>@<version>, as npm run preview-url prints it (brands@1.0.1-9c5e0a1b2c3d); got ${JSON.stringify(env)}.`);
  return { value: env, remote: asked.remote as RemoteId };
}

/**
 * Runs in every page before the site's scripts: the first page of a tab starts on the preview, as the printed link
 * would start it. The shell then checks it against the registry like any link (an unstaged version shows the
 * refusal in the bar, and the journeys meet the live site).
 */
export function seedPreview([key, seeded, value]: readonly [string, string, string]): void {
  // The tab's own document only: a sandboxed frame (a newsletter) has no storage to read.
  if (window !== window.top) return;
  if (sessionStorage.getItem(seeded) !== null) return;
  sessionStorage.setItem(seeded, '1');
  sessionStorage.setItem(key, value);
}

export const seedArguments = (preview: E2ePreview): readonly [string, string, string] => [PREVIEW_SESSION_KEY, SEEDED_KEY, preview.value];
