import { failureMessage } from '../deploy/deploy-error';

/** How `judge --watch` goes on: how to wait for the next round, where to say lines, and (for tests) how many rounds. */
interface Watching {
  /** Resolves when the next round is due. */
  readonly wait: () => Promise<void>;
  /** Says the start line and each round's lines. */
  readonly say: (line: string) => void;
  /** Says a failed round, in one line. */
  readonly warn: (line: string) => void;
  /** Rounds to run before returning; without it, rounds never end. */
  readonly rounds?: number;
  readonly now?: () => Date;
}

/** A failure as one line, as the command line says it (failureMessage). */
export const oneLine = (error: unknown): string => failureMessage(error).replace(/\s*\n\s*/g, ' ');

/**
 * Judging rounds, one after another, until stopped: first `start` (what is watched, how often, with which settings),
 * then each round's lines, each line with its time. A round that fails (a registry broken for a moment, Prometheus
 * not answering) is said in one line with its time and tried again at the next round: a watching judge stops only
 * when it is told to. A single round, without --watch, is not run here: its failure ends the command.
 */
export async function watchRounds(start: string, round: () => Promise<readonly string[]>, { wait, say, warn, rounds = Number.POSITIVE_INFINITY, now = () => new Date() }: Watching): Promise<void> {
  say(`${now().toISOString()} ${start}`);
  for (let done = 0; done < rounds; done += 1) {
    if (done > 0) await wait();
    let lines: readonly string[];
    try {
      lines = await round();
    } catch (error) {
      warn(`${now().toISOString()} judge round failed, trying again next round: ${oneLine(error)}`);
      continue;
    }
    const at = now().toISOString();
    for (const text of lines) say(`${at} ${text}`);
  }
}
