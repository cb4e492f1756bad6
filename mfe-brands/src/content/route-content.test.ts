import { findByPath, normalisePath } from './route-content';

const records = [
  { path: '/spj', name: 'spj' },
  { path: '/Yashika-fashion', name: 'yashika' },
] as const;

describe('route content lookup', () => {
  it('compares paths as the router does: any case, no trailing slash, decoded', () => {
    expect(normalisePath('/Yashika-fashion/')).toBe('/yashika-fashion');
    expect(normalisePath('/T%26C')).toBe('/t&c');
    expect(normalisePath('/')).toBe('/');
  });

  it('finds /Yashika-fashion from /yashika-fashion and /YASHIKA-FASHION, and nothing for an unknown path', () => {
    expect(findByPath(records, '/yashika-fashion')?.name).toBe('yashika');
    expect(findByPath(records, '/YASHIKA-FASHION')?.name).toBe('yashika');
    expect(findByPath(records, '/spj/')?.name).toBe('spj');
    expect(findByPath(records, '/spjx')).toBeUndefined();
  });
});
