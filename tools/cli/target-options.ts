import { openTarget, writableTarget } from '../deploy/storage/deploy-target';
import type { CountedStore } from '../deploy/storage/request-count';

/** `--target <folder | s3://bucket/prefix>`: the store a command works on (else DEPLOY_TARGET, else the deploy folder). */
export const TARGET_OPTION = { target: { type: 'string' } } as const;

/** A command that writes to the target takes the override of its conditional-write probe too (UNSAFE_STORE_FLAG). */
export const WRITABLE_TARGET_OPTIONS = { ...TARGET_OPTION, 'allow-unconditional-store': { type: 'boolean' } } as const;

interface WritableTargetValues {
  readonly target: string | undefined;
  readonly 'allow-unconditional-store': boolean;
}

/** The target of a command that writes, probed before its first write (deploy-target's writableTarget). */
export const writableStore = (values: WritableTargetValues): Promise<CountedStore> =>
  writableTarget(openTarget(values.target), values['allow-unconditional-store']);
