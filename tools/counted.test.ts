/**
 * @jest-environment node
 */
import { counted } from './counted';

describe('counted', () => {
  it('says one thing in the singular, and none or many in the plural', () => {
    expect(counted(1, 'storage request')).toBe('1 storage request');
    expect(counted(0, 'storage request')).toBe('0 storage requests');
    expect(counted(113, 'storage request')).toBe('113 storage requests');
    expect(counted(2, 'more view')).toBe('2 more views');
    expect(counted(1, 'entry', 'entries')).toBe('1 entry');
    expect(counted(5, 'entry', 'entries')).toBe('5 entries');
  });
});
