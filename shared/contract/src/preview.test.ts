import { parsePreviewValue, previewValue } from './preview';

const VERSION = '1.0.0-0123456789ab';

describe('preview parameter', () => {
  it('reads <remote>@<version> as written by previewValue', () => {
    expect(parsePreviewValue(previewValue('brands', VERSION))).toEqual({ remote: 'brands', version: VERSION });
    expect(parsePreviewValue('legal@2.10.3-rc.1-abcdefabcdef')).toEqual({ remote: 'legal', version: '2.10.3-rc.1-abcdefabcdef' });
  });

  it.each([
    ['no @', 'brands'],
    ['an empty version', 'brands@'],
    ['a version without the build hash', 'brands@1.0.0'],
    ['a short hash', 'brands@1.0.0-abc'],
    ['an absolute URL', `https://evil.example/remoteEntry.js@${VERSION}`],
    ['a URL as the version', 'brands@https://evil.example/x.js'],
    ['a path as the version', `brands@../../${VERSION}`],
    ['script text', `brands@${VERSION}<script>alert(1)</script>`],
    ['a capitalised remote', `Brands@${VERSION}`],
    ['two @', `brands@${VERSION}@x`],
  ])('refuses %s', (_name, value) => {
    expect(parsePreviewValue(value)).toBeUndefined();
  });
});
