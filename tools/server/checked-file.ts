import { statSync } from 'node:fs';
import { ConfigError } from './config-error';
import { readRegularFile, type RegularFileRead } from './regular-file';

/** What a checked file held: the value its parser made of it, and its text as written. */
interface Checked<T> {
  readonly value: T;
  readonly text: string;
}

/** A watched file as the server sees it now. */
interface CheckedState<T> {
  /** The last good contents; undefined while the file never held any (missing, or refused since the start). */
  readonly good: Checked<T> | undefined;
  /** Whether the file as it is now is the one in force: false after a refused edit or a removal. */
  readonly fileInForce: boolean;
}

export interface CheckedFile<T> {
  /** Re-reads the file if it changed since the last call, then says what is in force. */
  current(): CheckedState<T>;
}

interface WatchOptions {
  /** What the file holds, for the log: `configuration`, `registry`. */
  readonly what: string;
  /** What stands in while no good contents were ever read, for the log: `keeping the defaults`. */
  readonly withoutGood: string;
  /** Whether a file that is there but cannot be used at start throws (ConfigError) or is only logged. */
  readonly refuseAtStart: boolean;
  readonly log: (message: string) => void;
}

/** One log line: why the file was refused, and what the server goes on with. */
const refusal = (reason: string, keeping: string): string => `${reason.replace(/\.$/, '')}: ${keeping}`;

const asConfigError = (file: string, error: unknown): ConfigError =>
  error instanceof ConfigError ? error : new ConfigError(`${file} cannot be read: ${error instanceof Error ? error.message : String(error)}`);

/**
 * The text of a regular file, or null when it is missing. Anything else (a folder, a FIFO, a socket) is refused with
 * ConfigError before a byte is read: reading a FIFO would block the whole server until something wrote to it.
 */
function readCheckedText(file: string): string | null {
  let read: RegularFileRead;
  try {
    read = readRegularFile(file);
  } catch (error) {
    throw asConfigError(file, error);
  }
  if (read.kind === 'missing') return null;
  if (read.kind !== 'file') throw new ConfigError(`${file} is not a regular file${read.kind === 'folder' ? ' but a folder' : ''}`);
  return read.bytes.toString('utf8');
}

/** Changes whenever the file is written, replaced or removed; one stat per request is far cheaper than a read. */
export function fingerprint(file: string): string {
  try {
    const stat = statSync(file);
    return `${stat.ino}:${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}`;
  } catch {
    return 'missing';
  }
}

/**
 * A file an operator edits while the server runs (config.json, registry.json), checked by `parse` (which throws
 * ConfigError naming the file and the problem). An edit is picked up on the next call; a bad edit or a removal keeps
 * the last good contents in force and is logged once, so the site never runs on a file it refused.
 */
export function watchCheckedFile<T>(file: string, parse: (text: string) => T, { what, withoutGood, refuseAtStart, log }: WatchOptions): CheckedFile<T> {
  const load = (): Checked<T> | null => {
    const text = readCheckedText(file);
    return text === null ? null : { value: parse(text), text };
  };
  const keeping = (good: Checked<T> | undefined): string => (good ? `keeping the last good ${what}` : withoutGood);

  let seen = fingerprint(file);
  let state: CheckedState<T>;
  try {
    state = { good: load() ?? undefined, fileInForce: true };
  } catch (error) {
    const refused = asConfigError(file, error);
    if (refuseAtStart) throw refused;
    log(refusal(refused.message, keeping(undefined)));
    state = { good: undefined, fileInForce: false };
  }

  return {
    current(): CheckedState<T> {
      const now = fingerprint(file);
      if (now === seen) return state;
      seen = now;
      try {
        const next = load();
        if (next) {
          state = { good: next, fileInForce: true };
          log(`${file} reloaded`);
        } else {
          state = { good: state.good, fileInForce: false };
          log(`${file} was removed: ${keeping(state.good)}`);
        }
      } catch (error) {
        state = { good: state.good, fileInForce: false };
        log(refusal(asConfigError(file, error).message, keeping(state.good)));
      }
      return state;
    },
  };
}
