import type { ObjectStore } from './storage/object-store';

/** Private: the sources of the shell build a target holds, so a build knows when the shell is stale. */
export const SHELL_STAMP = '.server/shell-build.json';

export const shellStamp = (sourceHash: string): string => `${JSON.stringify({ sourceHash, builtAt: new Date().toISOString() })}\n`;

/**
 * The source hash of the shell the target holds; undefined when it holds none. A damaged stamp is said in one line
 * and read as none: the shell is built and published again, which writes a good one.
 */
export async function stampedShellHash(store: ObjectStore): Promise<string | undefined> {
  const stamp = await store.get(SHELL_STAMP);
  if (!stamp) return undefined;
  try {
    const { sourceHash } = JSON.parse(stamp.body.toString('utf8')) as { sourceHash?: unknown };
    if (typeof sourceHash === 'string') return sourceHash;
  } catch {
    // Said below, as a stamp without a source hash is.
  }
  console.error(`${store.where(SHELL_STAMP)} is damaged (not the stamp a shell publish writes): building and publishing the shell again.`);
  return undefined;
}
