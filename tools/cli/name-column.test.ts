import { nameColumn } from './name-column';

describe('nameColumn', () => {
  it('pads to 8 characters, or to the longest name', () => {
    expect(nameColumn(['legal', 'contact'])('legal')).toBe('legal   ');
    const name = nameColumn(['legal', 'logistics-hub']);
    expect([name('legal'), name('logistics-hub')].map((text) => text.length)).toEqual([13, 13]);
  });
});
