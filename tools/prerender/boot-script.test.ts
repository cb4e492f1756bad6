/**
 * @jest-environment node
 */
import { EARLY_EVENTS_GLOBAL, ENTRY_ID } from '@bbg/contract';
import { buildBootScript } from './boot-script';

describe('the boot script as served', () => {
  const script = buildBootScript().toString('utf8');

  it('is one classic script, minified, with the document constants it shares bundled in', () => {
    expect(script).toMatch(/^"use strict";\(\(\)=>\{/);
    expect(script).not.toMatch(/\bimport\b|\bexport\b|\brequire\(|__webpack|__federation/);
    expect(script).not.toMatch(/\n./);
    expect(script).toContain(EARLY_EVENTS_GLOBAL);
    expect(script).toContain(ENTRY_ID);
  });

  it('parses as ES2019 (optional catch binding and no later syntax)', () => {
    expect(script).not.toMatch(/\?\.|\?\?/);
    expect(() => new Function(script)).not.toThrow();
  });
});
