/**
 * @jest-environment node
 */
import { remoteApps } from '../apps';
import { previewScene, remotePreviewOwner } from './og-preview';

describe('link previews from the remotes\' declarations', () => {
  it('every remote declares a preview whose art is a scene of the kit', () => {
    for (const remote of remoteApps) expect(previewScene(remote.preview, remotePreviewOwner(remote))).toMatch(/^<svg[\s>]/);
  });

  it('refuses an art name the kit has no scene for, in one line naming the remote and the scenes there are', () => {
    const remote = remoteApps[0]!;
    const declared = { ...remote, preview: { ...remote.preview, art: 'castle' } };
    expect(() => previewScene(declared.preview, remotePreviewOwner(declared))).toThrow(
      new RegExp(`^${remote.dir} \\(bbg\\.remote\\.preview\\.art in its package\\.json\\): 'castle' is not an art scene of the kit; the scenes are [a-z, ]*\\bcorporate\\b[a-z, ]*\\bglobe\\b[a-z, ]*\\.$`),
    );
  });
});
