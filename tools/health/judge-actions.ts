import { canaryOf, type Registry } from '@bbg/contract';
import type { RemoteInfo } from '../apps';
import { endCanary, writeCanary } from '../deploy/canary';
import { readRegistry } from '../deploy/registry-store';
import { rollbackAndServe } from '../deploy/release-remote';
import { promoteAndServe } from '../deploy/staging';
import type { ObjectStore } from '../deploy/storage/object-store';
import type { Decision } from './decide';

/** What came of a decision: done, or left alone because ops changed that remote after the judge read it. */
type Outcome = 'done' | 'left alone: changed since it was read';

/** How the judge acts on a decision (the registry's compare-and-swap in use; a fake in tests). */
export type JudgeActions = (decision: Decision, remote: RemoteInfo) => Promise<Outcome>;

/** The remote changed after the judge read it: its promotion stops inside the compare-and-swap, its pages put back. */
class ChangedSinceRead extends Error {}

const stillJudged = (registry: Registry, { remote, subject, version }: Decision): boolean => {
  const record = registry.remotes[remote];
  if (!record) return false;
  return subject === 'canary' ? canaryOf(record)?.version === version : record.current === version;
};

/**
 * The judge's hands on a store. Each action first checks that the remote is still as judged (the same canary, or
 * the same current version); ending or promoting a canary checks again inside the compare-and-swap, so a change ops
 * made after the judge read the registry is never overridden. A promotion or rollback serves stored pages first, as
 * the commands do.
 */
export const storeActions =
  (store: ObjectStore): JudgeActions =>
  async (decision, remote) => {
    if (decision.action === 'hold' || (decision.subject === 'release' && decision.action === 'promote')) return 'done';
    if (!stillJudged((await readRegistry(store)).registry, decision)) return 'left alone: changed since it was read';
    if (decision.subject === 'canary' && decision.action === 'roll back') {
      let left = false;
      await writeCanary(
        store,
        remote,
        (registry) => {
          left = !stillJudged(registry, decision);
          return left ? registry : endCanary(registry, remote);
        },
        "the judge's end of the canary",
      );
      return left ? 'left alone: changed since it was read' : 'done';
    }
    if (decision.subject === 'release') {
      await rollbackAndServe(store, remote, decision.against);
      return 'done';
    }
    try {
      await promoteAndServe(store, remote, decision.version, (registry) => {
        if (!stillJudged(registry, decision)) throw new ChangedSinceRead(`${remote.dir} changed since the judge read it`);
      });
      return 'done';
    } catch (error) {
      if (error instanceof ChangedSinceRead) return 'left alone: changed since it was read';
      throw error;
    }
  };
