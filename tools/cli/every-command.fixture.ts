// Run by every-command.test.ts as a process of its own (node --import tsx), as bbg loads commands: Jest cannot load
// them all (some import ES modules only). Imports every module in tools/cli and prints, as JSON, what each command
// does with --help, -h and a flag it does not take, and what it reads from each of its valued flags written both ways.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseCommand, type CommandSpec } from './command-args';

/** A flag no command takes. */
const UNKNOWN_FLAG = '--no-such-flag';

interface Outcome {
  /** The error it stopped with (its name and message), if it did. */
  readonly refused?: { readonly name: string; readonly message: string };
  /** What it printed (console.log, .info, .warn, .error). */
  readonly printed: readonly string[];
  /** What parseCommand read, when the outcome is of parsing alone. */
  readonly read?: unknown;
}

export interface CommandReport {
  readonly file: string;
  /** Exports run(args): a command. */
  readonly isCommand: boolean;
  readonly usage?: string;
  readonly help?: Outcome;
  readonly shortHelp?: Outcome;
  readonly unknownFlag?: Outcome;
  /** For each flag with a value: what `--flag=1` and `--flag 1` read (after the arguments the command needs). */
  readonly valued?: readonly { readonly flag: string; readonly inline: Outcome; readonly separate: Outcome }[];
}

const refusedBy = (error: unknown): Outcome['refused'] => (error instanceof Error ? { name: error.name, message: error.message } : { name: typeof error, message: String(error) });

async function outcomeOf(call: () => unknown): Promise<Outcome> {
  const printed: string[] = [];
  const saved = { log: console.log, info: console.info, warn: console.warn, error: console.error };
  const capture = (...args: unknown[]): void => void printed.push(args.map(String).join(' '));
  Object.assign(console, { log: capture, info: capture, warn: capture, error: capture });
  try {
    const read = await call();
    return { printed, read };
  } catch (error) {
    return { printed, refused: refusedBy(error) };
  } finally {
    Object.assign(console, saved);
  }
}

async function report(file: string): Promise<CommandReport> {
  const module = (await import(pathToFileURL(join(import.meta.dirname, file)).href)) as { run?: unknown; command?: CommandSpec };
  const { run, command } = module;
  if (typeof run !== 'function') return { file, isCommand: false };
  const runWith = (args: readonly string[]) => () => (run as (args: readonly string[]) => Promise<void>)(args);
  const needed = (command?.positionals ?? []).filter((name) => !name.endsWith('?')).map(() => 'x');
  const valued = [];
  for (const [name, option] of Object.entries(command?.options ?? {})) {
    if (option.type !== 'string') continue;
    const inline = await outcomeOf(() => command && parseCommand([...needed, `--${name}=1`], command));
    const separate = await outcomeOf(() => command && parseCommand([...needed, `--${name}`, '1'], command));
    valued.push({ flag: `--${name}`, inline, separate });
  }
  return {
    file,
    isCommand: true,
    usage: command?.usage,
    help: await outcomeOf(runWith(['--help'])),
    shortHelp: await outcomeOf(runWith(['-h'])),
    unknownFlag: await outcomeOf(runWith([UNKNOWN_FLAG])),
    valued,
  };
}

const files = readdirSync(import.meta.dirname).filter((file) => file.endsWith('.ts') && !/\.(test|fixture)\.ts$/.test(file));
const reports: CommandReport[] = [];
for (const file of files.sort()) reports.push(await report(file));
process.stdout.write(JSON.stringify(reports), () => process.exit(0));
