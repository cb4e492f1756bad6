/**
 * @jest-environment node
 */
import { stableManifest } from './stable-manifest';

describe('stableManifest', () => {
  it('gives the same bytes whatever order the build listed shared modules and exposes in', () => {
    const a = { id: 'mfe_legal', shared: [{ id: 'mfe_legal:react-toastify/unstyled' }, { id: 'mfe_legal:react-dom' }], exposes: [{ id: 'mfe_legal:terms' }, { id: 'mfe_legal:privacy-policy' }] };
    const b = { ...a, shared: [...a.shared].reverse(), exposes: [...a.exposes].reverse() };
    expect(stableManifest(JSON.stringify(a))).toBe(stableManifest(JSON.stringify(b)));
    expect(JSON.parse(stableManifest(JSON.stringify(a))).shared.map((s: { id: string }) => s.id)).toEqual(['mfe_legal:react-dom', 'mfe_legal:react-toastify/unstyled']);
  });
});
