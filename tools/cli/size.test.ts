/**
 * @jest-environment node
 */
import { routerColumn } from './size';

describe('routerColumn', () => {
  it("says how long after the root's adoption React Router arrived, or that it has not yet", () => {
    expect(routerColumn(420, false)).toBe('+420 ms');
    expect(routerColumn(0, false)).toBe('+0 ms');
    expect(routerColumn(null, false)).toBe('not yet');
  });

  it('shows an arrival before the adoption as negative, and a page rendered in the browser as needing it first', () => {
    expect(routerColumn(-35, false)).toBe('-35 ms');
    expect(routerColumn(null, true)).toBe('first');
  });
});
