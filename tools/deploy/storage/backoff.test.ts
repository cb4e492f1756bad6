/**
 * @jest-environment node
 */
import { backoffMs } from './backoff';

describe('backoffMs', () => {
  it('doubles from the first pause up to the longest, each between half and one and a half times its share', () => {
    expect([1, 2, 3, 4, 5].map((retry) => backoffMs(retry, 100, 500, () => 0.5))).toEqual([100, 200, 400, 500, 500]);
    expect(backoffMs(3, 100, 500, () => 0)).toBe(200);
    expect(backoffMs(3, 100, 500, () => 0.999)).toBeCloseTo(599.6);
    expect(backoffMs(12, 40)).toBeGreaterThanOrEqual(40 * 2 ** 11 * 0.5);
  });
});
