import { parsePreviewValue, previewableOf, withCanary, type RemoteId, type RemoteRecord } from '@bbg/contract';
import type { LoadedRegistry } from '../registry/load-registry';

/** A preview this tab is on: a staged version of one remote (or its current one, during a canary), as the registry lists it. */
export interface Preview {
  readonly remote: RemoteId;
  readonly version: string;
  readonly section: string;
}

/** What a preview link or the tab's session asked for: a preview, or why there is none (shown in the bar). */
export type PreviewOutcome = { readonly preview: Preview } | { readonly refused: string };

const LIVE = 'The live site is shown.';

/**
 * Checks what was asked against the loaded registry: a known remote and a version its record lists as staged (or its
 * current one while a canary runs), each in its strict form. Anything else (an unknown or live version, another remote's version, a URL, script text) is
 * refused with a message that does not repeat it; nothing in the link is ever used but to pick a registry entry.
 */
export function resolvePreview(asked: string, { registry }: LoadedRegistry): PreviewOutcome {
  const parsed = parsePreviewValue(asked);
  if (!parsed) return { refused: `This preview link is not one that npm run preview-url writes. ${LIVE}` };
  const record: RemoteRecord | undefined = registry.remotes[parsed.remote as RemoteId];
  if (!record) return { refused: `No section '${parsed.remote}' can be previewed. ${LIVE}` };
  if (!previewableOf(record).includes(parsed.version)) return { refused: `${record.section} ${parsed.version} is not a staged version. ${LIVE}` };
  return { preview: { remote: parsed.remote as RemoteId, version: parsed.version, section: record.section } };
}

/**
 * The registry this tab runs on while a preview is on: the previewed remote's record with the previewed version as
 * current, no canary and nothing to fall back to (a preview that fails shows the section's fallback, never another
 * version silently); every other remote as it is.
 */
export function withPreview(loaded: LoadedRegistry, { remote, version }: Preview): LoadedRegistry {
  const record = loaded.registry.remotes[remote];
  if (!record) return loaded;
  const previewed: RemoteRecord = { ...withCanary(record, undefined), current: version, previous: [] };
  return { ...loaded, registry: { ...loaded.registry, remotes: { ...loaded.registry.remotes, [remote]: previewed } }, previewed: remote };
}
