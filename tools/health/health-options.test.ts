/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DeployError } from '../deploy/deploy-error';
import { tempDir } from '../jest/temp-dir';
import { checkHealthFlags, healthSettings } from './health-options';

describe('the health and judge settings', () => {
  it('refuses a window of zero in any unit, which holds no beacon and which Prometheus refuses', () => {
    for (const since of ['0s', '0m', '00h', '0000d']) expect(() => healthSettings({ since })).toThrow(new DeployError(`Bad settings: --since must be longer than zero, like 30m, 2h or 1d, got '${since}'.`));
  });

  it('refuses a flag in one line naming the flag, what it takes and what was typed, never "received NaN"', () => {
    expect(() => healthSettings({ alpha: 'abc' })).toThrow(new DeployError("Bad settings: --alpha must be a number from 0.0001 to 0.2, got 'abc'."));
    expect(() => healthSettings({ 'min-views': '1.5' })).toThrow(new DeployError("Bad settings: --min-views must be a whole number, 1 or more, got '1.5'."));
    expect(() => healthSettings({ 'min-samples': '0' })).toThrow(new DeployError("Bad settings: --min-samples must be a whole number, 1 or more, got '0'."));
    expect(() => healthSettings({ 'slower-by': '-1' })).toThrow(new DeployError("Bad settings: --slower-by must be a number from 0 to 10, got '-1'."));
    expect(() => healthSettings({ since: '2w' })).toThrow(new DeployError("Bad settings: --since must be a duration like 30m, 2h or 1d, got '2w'."));
  });

  it("refuses a settings file's value in one line naming the setting and the file, and names the settings for a key it does not know", () => {
    const file = join(tempDir('bbg-settings-'), 'judge.json');
    writeFileSync(file, JSON.stringify({ minViews: '5' }));
    expect(() => healthSettings({ settings: file })).toThrow(new DeployError(`Bad settings: minViews must be a whole number, 1 or more (in ${file})`));
    writeFileSync(file, JSON.stringify({ minviews: 5 }));
    expect(() => healthSettings({ settings: file })).toThrow(new DeployError(`Bad settings: minviews is not a setting: the settings are minViews, minSamples, alpha, slowerBy, window (in ${file})`));
    // A flag over a bad value in the file replaces it.
    writeFileSync(file, JSON.stringify({ alpha: 7 }));
    expect(healthSettings({ settings: file, alpha: '0.05' }).alpha).toBe(0.05);
  });

  it('takes the shortest window that is not zero, and 2h when none is given', () => {
    expect(healthSettings({ since: '1s' }).window).toBe('1s');
    expect(healthSettings({}).window).toBe('2h');
  });
});

describe('--prometheus', () => {
  it('takes an http(s) URL, and refuses in one line one that does not parse, before anything is read', () => {
    expect(() => checkHealthFlags({ prometheus: 'http://prometheus:9090/' })).not.toThrow();
    for (const prometheus of ['prometheus:9090', 'ftp://prometheus', 'http://', 'http://256.1.1.1:9090', 'http://prometheus:9090 x', 'http://prom[etheus', 'http://prometheus:99999']) {
      expect(() => checkHealthFlags({ prometheus })).toThrow(new DeployError(`--prometheus must be an http(s) URL, got '${prometheus}'.`));
    }
  });
});

describe('--settings', () => {
  it('reads the settings from a JSON object, the flags over them', () => {
    const file = join(tempDir('bbg-settings-'), 'judge.json');
    writeFileSync(file, JSON.stringify({ minViews: 10, alpha: 0.05 }));
    expect(healthSettings({ settings: file, 'min-views': '20' })).toMatchObject({ minViews: 20, alpha: 0.05 });
  });

  it('refuses in one line naming the file one that is missing, not JSON, not an object or a FIFO (without waiting on it)', () => {
    const dir = tempDir('bbg-settings-');
    const file = (name: string): string => join(dir, name);
    writeFileSync(file('cut.json'), '{"minViews": ');
    writeFileSync(file('list.json'), '[]');
    execFileSync('mkfifo', [file('fifo.json')]);
    expect(() => healthSettings({ settings: file('none.json') })).toThrow(new DeployError(`The settings file could not be read: ${file('none.json')} does not exist.`));
    expect(() => healthSettings({ settings: file('cut.json') })).toThrow(new RegExp(`^The settings file could not be read: ${file('cut.json')} is not valid JSON: `));
    expect(() => healthSettings({ settings: file('list.json') })).toThrow(new DeployError(`The settings file ${file('list.json')} must hold a JSON object.`));
    expect(() => healthSettings({ settings: file('fifo.json') })).toThrow(new DeployError(`The settings file could not be read: ${file('fifo.json')} is not a regular file.`));
  });
});
