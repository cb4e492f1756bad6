/**
 * @jest-environment node
 */
import { healthSettings } from './health-options';

describe('the health and judge settings', () => {
  it('refuses a window of zero in any unit, which holds no beacon and which Prometheus refuses', () => {
    for (const since of ['0s', '0m', '00h', '0000d']) expect(() => healthSettings({ since })).toThrow(/^Bad settings: window must be longer than zero, like 30m, 2h or 1d$/);
  });

  it('takes the shortest window that is not zero, and 2h when none is given', () => {
    expect(healthSettings({ since: '1s' }).window).toBe('1s');
    expect(healthSettings({}).window).toBe('2h');
  });
});
