import type { LoadFailure } from '@bbg/contract';

/** The messages of the errors on a remote's way in, as the loader and the browser word them. */
const RULES: readonly (readonly [RegExp, LoadFailure])[] = [
  [/HTTP 404\b/, '404'],
  [/HTTP 5\d\d\b/, '5xx'],
  [/timed out/i, 'timeout'],
  [/disagrees with the registry|valid digest|integrity (?:check|mismatch)|sha384-/i, 'integrity'],
];

/** The messages of an error and its causes, outermost first. */
function messagesOf(error: unknown, depth = 0): string {
  if (!(error instanceof Error) || depth > 4) return String(error);
  return `${error.message} ${error.cause === undefined ? '' : messagesOf(error.cause, depth + 1)}`;
}

/**
 * Why a remote failed to load, from its error: an integrity refusal, a timeout, a 404 or a 5xx where the loader saw
 * the status; anything else (a script the browser could not fetch, no status to read) counts as network.
 */
export function classifyFailure(error: unknown): LoadFailure {
  const text = messagesOf(error);
  return RULES.find(([pattern]) => pattern.test(text))?.[1] ?? 'network';
}
