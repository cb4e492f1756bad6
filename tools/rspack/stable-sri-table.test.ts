/**
 * @jest-environment node
 */
import { stableSriTable } from './stable-sri-table';

describe('stableSriTable', () => {
  it('orders the table by chunk id, whatever order the build wrote it in', () => {
    const a = 'u.sriHashes={14:"sha384-A",8:"sha384-B",10:"sha384-C"},u.x=1;';
    const b = 'u.sriHashes={10:"sha384-C",14:"sha384-A",8:"sha384-B"},u.x=1;';
    expect(stableSriTable(a)).toBe('u.sriHashes={8:"sha384-B",10:"sha384-C",14:"sha384-A"},u.x=1;');
    expect(stableSriTable(b)).toBe(stableSriTable(a));
  });

  it('orders named chunks by name, and reads the unminified form', () => {
    expect(stableSriTable('sriHashes = { "terms": "sha384-T", "about": "sha384-A" };')).toBe('sriHashes = {"about": "sha384-A","terms": "sha384-T"};');
  });

  it('leaves other code, and a table it does not recognise, as they are', () => {
    const code = 'var o={2:"a",1:"b"};u.sriHashes={2:f(),1:"x"};';
    expect(stableSriTable(code)).toBe(code);
  });
});
