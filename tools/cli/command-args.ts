import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { DeployError } from '../deploy/deploy-error';

/** A flag without a value (`--force`): true when given. */
interface FlagOption {
  readonly type: 'boolean';
}

/** A flag with a value, `--port 8080` or `--port=8080`; `read` turns the value into what the command uses, or refuses it. */
interface ValueOption {
  readonly type: 'string';
  readonly read?: (value: string) => unknown;
}

/** What a command takes, as data: `bbg <command> --help` prints the usage, and every refusal of the arguments ends with it. */
export interface CommandSpec {
  readonly usage: string;
  readonly options?: Readonly<Record<string, FlagOption | ValueOption>>;
  /** The names of the arguments that are not flags, in order; a name ending in `?` may be left out. None unless said. */
  readonly positionals?: readonly string[];
}

type OptionValue<O> = O extends FlagOption ? boolean : O extends { readonly read: (value: string) => infer T } ? T | undefined : string | undefined;

type OptionValues<S extends CommandSpec> = S extends { readonly options: infer O } ? { readonly [K in keyof O]: OptionValue<O[K]> } : Record<never, never>;

type PositionalValues<S extends CommandSpec> = S extends { readonly positionals: infer P extends readonly string[] }
  ? { readonly [I in keyof P]: P[I] extends `${string}?` ? string | undefined : string }
  : readonly [];

export interface ParsedCommand<S extends CommandSpec> {
  readonly values: OptionValues<S>;
  readonly positionals: PositionalValues<S>;
}

/** Keeps the literal types of a command's declaration, for parseCommand to type what it reads. */
export const defineCommand = <const S extends CommandSpec>(spec: S): S => spec;

/** Thrown for `--help` or `-h`: the command prints its usage (the message) instead of running. Not a failure. */
export class UsageRequest extends Error {
  override name = 'UsageRequest';
}

const HELP: ParseArgsOptionsConfig = { help: { type: 'boolean', short: 'h' } };

type Token = NonNullable<ReturnType<typeof parseArgs>['tokens']>[number];

/** Why strict parsing refused the arguments, read from the lenient parse of the same arguments: the first wrong one. */
function refusal(tokens: readonly Token[], options: ParseArgsOptionsConfig, takesPositionals: boolean): string | undefined {
  for (const token of tokens) {
    if (token.kind === 'positional' && !takesPositionals) return `Unexpected argument '${token.value}'`;
    if (token.kind !== 'option') continue;
    const type = options[token.name]?.type;
    if (type === undefined) return `Unknown argument '${token.rawName}'`;
    if (type === 'boolean' && token.inlineValue) return `${token.rawName} takes no value`;
    if (type === 'string' && token.value === undefined) return `${token.rawName} needs a value`;
    // Strict parsing will not take a value that looks like a flag unless it is written inline.
    if (type === 'string' && !token.inlineValue && token.value?.startsWith('-')) return `${token.rawName} needs a value (write ${token.rawName}=${token.value} if that is it)`;
  }
  return undefined;
}

/** The first complaint about parsed arguments that parseArgs lets through: a flag given twice, or given an empty value. */
function misuse(tokens: readonly Token[]): string | undefined {
  const seen = new Set<string>();
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    if (seen.has(token.name)) return `${token.rawName} is given twice`;
    if (token.value === '') return `${token.rawName} needs a value`;
    seen.add(token.name);
  }
  return undefined;
}

/**
 * A command's arguments read as its spec declares them, with node:util's parseArgs (strict). Anything else is
 * refused before the command does anything, in one line ending with the usage: an unknown or misspelt flag (ignored,
 * `--forse` would run a build or a release as if it had not been given), a flag given twice, a value missing, too
 * many or too few other arguments, or an empty one. `--help` or `-h` anywhere: a UsageRequest, and nothing runs.
 */
export function parseCommand<const S extends CommandSpec>(args: readonly string[], spec: S): ParsedCommand<S> {
  const declared = Object.entries(spec.options ?? {});
  const options: ParseArgsOptionsConfig = { ...Object.fromEntries(declared.map(([name, { type }]) => [name, { type }])), ...HELP };
  const names = spec.positionals ?? [];
  const refuse = (reason: string): never => {
    throw new DeployError(`${reason}. ${spec.usage}`);
  };
  const { tokens } = parseArgs({ args: [...args], options, strict: false, allowPositionals: true, tokens: true });
  if (tokens.some((token) => token.kind === 'option' && token.name === 'help')) throw new UsageRequest(spec.usage);
  // A negative number where an argument goes (`canary legal -5`) is that argument, for the command to refuse in its
  // own words: no flag is a digit, but parseArgs reads `-5` as one. As a flag's value it is still written inline.
  const negative = new Set(tokens.flatMap((token) => (token.kind === 'option' && /^-\d/.test(args[token.index] ?? '') ? [token.index] : [])));
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: args.filter((_, index) => !negative.has(index)), options, strict: true, allowPositionals: names.length > 0 });
  } catch (error) {
    // Node's own words, their first line, for a refusal the lenient parse does not explain.
    const own = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    return refuse(refusal(tokens, options, names.length > 0) ?? own.replace(/\.$/, ''));
  }
  const misused = misuse(tokens);
  if (misused !== undefined) refuse(misused);
  const positionals = negative.size === 0 ? parsed.positionals : [...new Set(tokens.flatMap((token) => (token.kind === 'positional' || negative.has(token.index) ? [token.index] : [])))].map((index) => args[index] ?? '');
  if (positionals.length > names.length) refuse(`Unexpected argument '${positionals[names.length] ?? ''}'`);
  const missing = names.slice(positionals.length).find((name) => !name.endsWith('?'));
  if (missing !== undefined) refuse(`Missing <${missing}>`);
  // An empty argument (`promote about ''`, an unset shell variable) names nothing: refused as missing, not looked up.
  const empty = positionals.indexOf('');
  if (empty >= 0) refuse(`<${(names[empty] ?? '').replace(/\?$/, '')}> is empty`);
  const values = Object.fromEntries(
    declared.map(([name, option]) => {
      const value = parsed.values[name];
      if (option.type === 'boolean') return [name, value === true];
      return [name, typeof value === 'string' && option.read ? option.read(value) : value];
    }),
  );
  return { values, positionals } as unknown as ParsedCommand<S>;
}

/** Reads a flag's value as a whole number from 1 to `max`, or refuses it naming the flag. */
export const wholeNumber =
  (flag: string, max: number) =>
  (value: string): number => {
    const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (!(number >= 1 && number <= max)) throw new DeployError(`${flag} must be a whole number from 1 to ${max}`);
    return number;
  };

/** The value of `--port`: a whole number from 0 to 65535 (0: any free port). */
function portNumber(value: string | undefined): number {
  const port = /^\d{1,5}$/.test(value ?? '') ? Number(value) : Number.NaN;
  if (!(port >= 0 && port <= 65535)) throw new DeployError(`--port needs a port number (0 to 65535), got '${value ?? ''}'.`);
  return port;
}

/** `--port <port>`, as every command that starts a server takes it; its usage says the default. */
export const PORT_OPTION = { port: { type: 'string', read: portNumber } } as const;
