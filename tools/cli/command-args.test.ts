/**
 * @jest-environment node
 */
import { DeployError } from '../deploy/deploy-error';
import { defineCommand, parseCommand, PORT_OPTION, UsageRequest, wholeNumber } from './command-args';

const spec = defineCommand({
  usage: 'Usage: x <remote> [<version>] [--force] [--target <t>] [--port <port>]',
  options: { force: { type: 'boolean' }, target: { type: 'string' }, ...PORT_OPTION },
  positionals: ['remote', 'version?'],
});
const none = defineCommand({ usage: 'Usage: y [--force]', options: { force: { type: 'boolean' } } });

/** What parseCommand refuses `args` with: the error's kind and message. */
function refusal(args: readonly string[], of: Parameters<typeof parseCommand>[1] = spec): { kind: string; message: string } {
  try {
    parseCommand(args, of);
  } catch (error) {
    if (error instanceof Error) return { kind: error.constructor.name, message: error.message };
  }
  throw new Error(`${JSON.stringify(args)} was not refused`);
}

describe('parseCommand', () => {
  it('reads the flags as declared: a flag false unless given, a value as given or as its reader makes it', () => {
    expect(parseCommand(['about'], spec)).toEqual({ values: { force: false, target: undefined, port: undefined }, positionals: ['about'] });
    expect(parseCommand(['--force', 'about', '1.0.0', '--target', 's3://b/p', '--port', '8090'], spec)).toEqual({
      values: { force: true, target: 's3://b/p', port: 8090 },
      positionals: ['about', '1.0.0'],
    });
  });

  it('takes --flag=value as it takes --flag value, a value starting with a dash only inline', () => {
    expect(parseCommand(['about', '--target=s3://b/p', '--port=0'], spec)).toEqual(parseCommand(['about', '--target', 's3://b/p', '--port', '0'], spec));
    expect(parseCommand(['about', '--target=-x'], spec).values.target).toBe('-x');
    // After `--`, everything is an argument, even what looks like a flag.
    expect(parseCommand(['--', '--force'], spec)).toMatchObject({ values: { force: false }, positionals: ['--force'] });
  });

  it('takes a negative number as an argument, not as a flag, for the command to refuse in its own words', () => {
    expect(parseCommand(['about', '-5'], spec).positionals).toEqual(['about', '-5']);
    expect(parseCommand(['-0.5', '--force', 'about'], spec)).toMatchObject({ values: { force: true }, positionals: ['-0.5', 'about'] });
    expect(refusal(['-5'], none).message).toBe(`Unexpected argument '-5'. ${none.usage}`);
  });

  it('asks for the usage with --help or -h anywhere, even beside a wrong argument, and not with anything like it', () => {
    for (const args of [['--help'], ['about', '-h'], ['--forse', '--help'], ['a', 'b', 'c', '-h']]) {
      expect(refusal(args)).toEqual({ kind: 'UsageRequest', message: spec.usage });
    }
    expect(() => parseCommand(['--help'], none)).toThrow(UsageRequest);
    expect(refusal(['about', '--helpful']).message).toBe(`Unknown argument '--helpful'. ${spec.usage}`);
    expect(parseCommand(['help'], spec).positionals).toEqual(['help']);
  });

  it.each<[string, readonly string[], string, typeof spec | typeof none]>([
    ['an unknown flag', ['about', '--forse'], "Unknown argument '--forse'", spec],
    ['an unknown flag with a value', ['about', '--forse=1'], "Unknown argument '--forse'", spec],
    ['an unknown short flag', ['about', '-f'], "Unknown argument '-f'", spec],
    ['a value for a flag that takes none', ['about', '--force=yes'], '--force takes no value', spec],
    ['a flag without its value, last', ['about', '--target'], '--target needs a value', spec],
    ['a flag without its value, before another', ['about', '--target', '--force'], '--target needs a value (write --target=--force if that is it)', spec],
    ['a value that looks like a flag', ['about', '--port', '-1'], '--port needs a value (write --port=-1 if that is it)', spec],
    ['an empty value', ['about', '--target='], '--target needs a value', spec],
    ['a flag given twice', ['about', '--target=a', '--target', 'b'], '--target is given twice', spec],
    ['a flag without a value given twice', ['about', '--force', '--force'], '--force is given twice', spec],
    ['an argument too many', ['about', '1.0.0', 'extra'], "Unexpected argument 'extra'", spec],
    ['an argument it does not take', ['about'], "Unexpected argument 'about'", none],
    ['an argument missing', ['--force'], 'Missing <remote>', spec],
    ['an empty argument', ['', '--force'], '<remote> is empty', spec],
    ['an empty optional argument', ['about', ''], '<version> is empty', spec],
  ])('refuses %s, in one line ending with the usage', (_case, args, reason, of) => {
    const { kind, message } = refusal(args, of);
    expect(kind).toBe(DeployError.name);
    expect(message).toBe(`${reason}. ${of.usage}`);
    expect(message).not.toContain('\n');
  });

  it('lets a reader refuse a value in its own words, and does not read a flag not given', () => {
    expect(refusal(['about', '--port', 'abc'])).toEqual({ kind: 'DeployError', message: "--port needs a port number (0 to 65535), got 'abc'." });
    const read = jest.fn((value: string) => value.length);
    const counted = defineCommand({ usage: 'Usage: z', options: { name: { type: 'string', read } } });
    expect(parseCommand([], counted).values.name).toBeUndefined();
    expect(read).not.toHaveBeenCalled();
    expect(parseCommand(['--name=four'], counted).values.name).toBe(4);
  });
});

describe('flag values', () => {
  it('takes a port from 0 to 65535 written as digits, and says what it got otherwise', () => {
    expect(PORT_OPTION.port.read('8090')).toBe(8090);
    expect(PORT_OPTION.port.read('0')).toBe(0);
    for (const bad of ['abc', '65536', '-1', '80.5', '', undefined, '1e3']) expect(() => PORT_OPTION.port.read(bad)).toThrow(/--port needs a port number \(0 to 65535\)/);
  });

  it('takes a whole number from 1 to its most, naming the flag otherwise', () => {
    const runs = wholeNumber('--runs', 9);
    expect(runs('1')).toBe(1);
    expect(runs('9')).toBe(9);
    for (const bad of ['0', '10', '2.5', 'abc', '', ' 3', '1e1']) expect(() => runs(bad)).toThrow('--runs must be a whole number from 1 to 9');
  });
});
