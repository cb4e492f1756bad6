import { DeployError, sentence } from './deploy-error';
import { SwapOutcomeUnknown } from './storage/compare-and-swap';

export const REGISTRY_UNCHANGED = 'The registry was not changed.';
export const REGISTRY_UNKNOWN = 'Whether the registry changed is not known: check it with npm run remotes before running this again.';

/** Called by a command once its registry change has landed, with what the registry now holds ("points mfe-legal at 1.2.0-…"). */
type RegistryChanged = (now: string) => void;

/**
 * Runs a command that changes the registry (release, stage, promote, discard, rollback, restore) so that its failure
 * says what became of the registry, and a person knows whether to run it again: not changed; what it holds now (what
 * failed came after the change); or not known, when a write's answer was lost and checking it failed too.
 */
export async function sayingWhatRegistryDid<T>(work: (changed: RegistryChanged) => Promise<T>): Promise<T> {
  let now: string | undefined;
  try {
    return await work((state) => {
      now = state;
    });
  } catch (error) {
    const said = now !== undefined ? `The registry now ${now}.` : error instanceof SwapOutcomeUnknown ? REGISTRY_UNKNOWN : REGISTRY_UNCHANGED;
    if (!(error instanceof Error)) throw new DeployError(`${sentence(String(error))} ${said}`);
    // In place: the failure keeps its kind and its stack trace, which the command line prints with BBG_DEBUG.
    error.message = `${sentence(error.message)} ${said}`;
    throw error;
  }
}
