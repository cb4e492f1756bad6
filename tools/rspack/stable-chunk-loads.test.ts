/**
 * @jest-environment node
 */
import { stableChunkLoads } from './stable-chunk-loads';

describe('stableChunkLoads', () => {
  it('orders each list of chunks loaded together by chunk id, whatever order the build wrote it in', () => {
    const a = 'moduleMap:{"./terms":()=>Promise.all([u.e(18),u.e(24),u.e(26),u.e(29)]).then(()=>()=>u(8751))}';
    const b = 'moduleMap:{"./terms":()=>Promise.all([u.e(18),u.e(26),u.e(24),u.e(29)]).then(()=>()=>u(8751))}';
    expect(stableChunkLoads(b)).toBe(a);
    expect(stableChunkLoads(a)).toBe(a);
    expect(stableChunkLoads('Promise.all([$.e(9),$.e(10)])')).toBe('Promise.all([$.e(9),$.e(10)])');
  });

  it('leaves other lists, and one mixing two runtimes, as they are', () => {
    const code = 'Promise.all([u.e(26),n.e(24)]);Promise.all([f(2),f(1)]);Promise.all([u.e(3),x])';
    expect(stableChunkLoads(code)).toBe(code);
  });
});
