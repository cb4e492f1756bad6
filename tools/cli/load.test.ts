/**
 * @jest-environment node
 */
import { loadOptions } from './load';

describe('loadOptions', () => {
  it('takes 5 s and 50 connections unless told, and each flag once with a whole number in its range', () => {
    expect(loadOptions([])).toEqual({ duration: 5, connections: 50, port: 0 });
    expect(loadOptions(['--connections', '500', '--duration', '1'])).toEqual({ duration: 1, connections: 500, port: 0 });
    expect(loadOptions(['--connections=2', '--duration=60'])).toEqual({ duration: 60, connections: 2, port: 0 });
  });

  it('serves on a free port (0) unless --port names one, as serve takes it', () => {
    expect(loadOptions(['--port', '8480'])).toEqual({ duration: 5, connections: 50, port: 8480 });
    expect(loadOptions(['--port=8480'])).toEqual(loadOptions(['--port', '8480']));
  });

  it.each([
    [['--duration', '61'], /^--duration must be a whole number from 1 to 60$/],
    [['--duration=abc'], /^--duration must be a whole number from 1 to 60$/],
    [['--connections', '2.5'], /^--connections must be a whole number from 1 to 500$/],
    [['--connections'], /^--connections needs a value\. Usage: npm run load/],
    [['--duraton', '5'], /^Unknown argument '--duraton'\. Usage: npm run load/],
    [['--duration', '5', '--duration', '6'], /^--duration is given twice\. Usage: npm run load/],
    [['5'], /^Unexpected argument '5'\. Usage: npm run load/],
    [['--port', 'http'], /^--port needs a port number \(0 to 65535\), got 'http'\.$/],
    [['--port'], /^--port needs a value\. Usage: npm run load -- .*\[--port <port>\]/],
  ])('refuses %j', (args, message) => {
    expect(() => loadOptions(args)).toThrow(message);
  });
});
