/**
 * @jest-environment node
 */
import { asksForHelp, onlyArguments, portNumber } from './command-args';

describe('command arguments', () => {
  it('asks for help with --help or -h anywhere, and not with anything else', () => {
    expect(asksForHelp(['--help'])).toBe(true);
    expect(asksForHelp(['about', '-h'])).toBe(true);
    expect(asksForHelp(['--helpful', 'h', '--target', 'help'])).toBe(false);
  });

  it('refuses the first argument a command does not take, with its usage', () => {
    expect(() => onlyArguments(['--force'], ['--force'], 'Usage: x')).not.toThrow();
    expect(() => onlyArguments([], [], 'Usage: x')).not.toThrow();
    expect(() => onlyArguments(['--force', '--forse'], ['--force'], 'Usage: x')).toThrow("Unknown argument '--forse'. Usage: x");
  });

  it('takes a port from 0 to 65535 written as digits, and says what it got otherwise', () => {
    expect(portNumber('8090')).toBe(8090);
    expect(portNumber('0')).toBe(0);
    for (const bad of ['abc', '65536', '-1', '80.5', '', undefined, '1e3']) expect(() => portNumber(bad)).toThrow(/--port needs a port number \(0 to 65535\)/);
  });
});
