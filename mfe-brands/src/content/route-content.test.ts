import { findContent } from './route-content';

const records = [
  { content: 'spj', name: 'SPJ' },
  { content: 'yashika-fashion', name: 'Yashika' },
] as const;

describe('route content lookup', () => {
  it('finds the record the route\u2019s content key names', () => {
    expect(findContent(records, 'yashika-fashion')?.name).toBe('Yashika');
    expect(findContent(records, 'spj')?.name).toBe('SPJ');
  });

  it('finds nothing for an unknown key or a route without one', () => {
    expect(findContent(records, 'spjx')).toBeUndefined();
    expect(findContent(records, undefined)).toBeUndefined();
  });
});
