/**
 * @jest-environment node
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { concatenateSheets, faceDescriptors, faceDrawsLetters, lettersDrawn, rebaseUrls, splitLateFaces, topLevelStatements, withoutRepeats, writePageStylesheet } from './page-stylesheet';
import { tempDir } from '../jest/temp-dir';

function deployWith(files: Readonly<Record<string, string>>): string {
  const dir = tempDir('bbg-sheet-');
  for (const [path, css] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), css);
  }
  return dir;
}

describe('rebaseUrls', () => {
  it("resolves a remote sheet's relative files from where the sheet lives, and leaves absolute ones alone", () => {
    const css = '@font-face{src:url(../../static/media/f.woff2)format("woff2")}.a{background:url("../media/a.svg")}.b{background:url(/static/media/b.svg)}.c{background:url(data:image/png;base64,AA==)}.d{mask:url(#m)}';
    expect(rebaseUrls(css, '/remotes/about/1.0.0/static/css/x.css')).toBe(
      '@font-face{src:url(/remotes/about/1.0.0/static/media/f.woff2)format("woff2")}.a{background:url("/remotes/about/1.0.0/static/media/a.svg")}.b{background:url(/static/media/b.svg)}.c{background:url(data:image/png;base64,AA==)}.d{mask:url(#m)}',
    );
  });
});

describe('concatenateSheets', () => {
  it('keeps the order given (the cascade) and refuses rules that only work at the top of a sheet', () => {
    expect(concatenateSheets([{ href: '/a.css', css: '.x{color:red}\n' }, { href: '/b.css', css: '.x{color:blue}' }])).toEqual(['.x{color:red}', '.x{color:blue}']);
    expect(() => concatenateSheets([{ href: '/a.css', css: '.x{}' }, { href: '/b.css', css: '@import url(c.css);' }])).toThrow(/\/b\.css has an @import/);
  });
});

describe('topLevelStatements', () => {
  it('splits a sheet into its rules and at-rule blocks, reading braces and semicolons inside strings and comments as text', () => {
    expect(topLevelStatements('.a{content:"}{;"}@media (min-width:1px){.b{color:red}.c{color:blue}}/* } */.d{x:1}@layer a, b;')).toEqual([
      '.a{content:"}{;"}',
      '@media (min-width:1px){.b{color:red}.c{color:blue}}',
      '/* } */.d{x:1}',
      '@layer a, b;',
    ]);
  });
});

describe('withoutRepeats', () => {
  it('keeps a repeated rule at its last place, so what won before still wins', () => {
    expect(withoutRepeats(['.x{color:red}', '.x{color:blue}', '.x{color:red}'])).toEqual(['.x{color:blue}', '.x{color:red}']);
    expect(withoutRepeats(['@media (x){.a{b:c}}', '.d{e:f}', '@media (x){.a{b:c}}'])).toEqual(['.d{e:f}', '@media (x){.a{b:c}}']);
  });

  it("keeps one copy of a font face that two apps bundle (the same file), the first: the shell's, which every page shares", () => {
    const shell = '@font-face{font-family:Sora;font-weight:700;src:url(/static/media/sora.a1.woff2)format("woff2")}';
    const remote = '@font-face{font-family:Sora;font-weight:700;src:url(/remotes/media/1/static/media/sora.a1.woff2)format("woff2")}';
    const otherFile = '@font-face{font-family:Sora;font-weight:700;src:url(/remotes/media/1/static/media/sora.b2.woff2)format("woff2")}';
    expect(withoutRepeats([shell, '.a{b:c}', remote])).toEqual([shell, '.a{b:c}']);
    expect(withoutRepeats([shell, otherFile])).toEqual([shell, otherFile]);
  });
});

describe('splitLateFaces', () => {
  const inter400 = '@font-face{font-family:Inter;font-weight:400;src:url(/static/media/inter-400.1.woff2)format("woff2")}';
  const inter600 = '@font-face{font-family:Inter;font-weight:600;src:url(/static/media/inter-600.2.woff2)format("woff2")}';
  const sora700 = '@font-face{font-family:Sora;font-weight:700;src:url("/static/media/sora-700.3.woff2")format("woff2")}';
  const fallback = '@font-face{font-family:Inter fallback;src:local(Arial);size-adjust:105%}';

  it("keeps the rules, the fallback faces and the LCP words' face for the first paint, and moves the other web faces after it", () => {
    const { first, late } = splitLateFaces(['.a{color:red}', inter400, inter600, fallback, sora700, '.b{color:blue}'], { family: 'Inter', weight: '400', url: '/static/media/inter-400.1.woff2' });
    expect(first).toEqual(['.a{color:red}', inter400, fallback, '.b{color:blue}']);
    expect(late).toEqual([inter600, sora700]);
  });

  it('finds the face by its file, quoted or not', () => {
    expect(splitLateFaces([inter400, sora700], { family: 'Sora', weight: '700', url: '/static/media/sora-700.3.woff2' })).toEqual({ first: [sora700], late: [inter400] });
  });

  it('keeps only the first face of its family and weight when another face shares its file: the other waits', () => {
    const display = '@font-face{font-family:"Plex Arabic Display";font-weight:700;src:url(/static/fonts/plex-700.4.woff2)format("woff2")}';
    const text = '@font-face{font-family:"Plex Arabic";font-weight:700;src:url(/static/fonts/plex-700.4.woff2)format("woff2")}';
    expect(splitLateFaces([text, display], { family: 'Plex Arabic Display', weight: '700', url: '/static/fonts/plex-700.4.woff2' })).toEqual({ first: [display], late: [text] });
  });
});

describe('writePageStylesheet', () => {
  const files = {
    'static/css/750.a.css': '.shell{color:red}',
    'static/css/945.b.css': '.lazy{color:green}',
    'remotes/about/1/static/css/expose.c.css': '.page{background:url(../media/p.svg)}',
  };

  it("writes the shell's rules then the remote's, under a content hash, uncompressed: the store that serves it compresses it", () => {
    const dir = deployWith(files);
    const sheet = writePageStylesheet(dir, ['/static/css/750.a.css', '/static/css/945.b.css', '/remotes/about/1/static/css/expose.c.css']);
    expect(sheet.href).toMatch(/^\/static\/css\/page\.[0-9a-f]{10}\.css$/);
    const written = readFileSync(join(dir, sheet.href), 'utf8');
    expect(written).toBe('.shell{color:red}\n.lazy{color:green}\n.page{background:url(/remotes/about/1/static/media/p.svg)}\n');
    expect(sheet.css).toBe(written);
    expect(readdirSync(join(dir, 'static/css')).filter((name) => /\.(br|gz)$/.test(name))).toEqual([]);
  });

  it('gives the same sheet for the same rules, and another name when the rules or their order change', () => {
    const dir = deployWith(files);
    const first = writePageStylesheet(dir, ['/static/css/750.a.css', '/static/css/945.b.css']);
    expect(writePageStylesheet(dir, ['/static/css/750.a.css', '/static/css/945.b.css']).href).toBe(first.href);
    expect(writePageStylesheet(dir, ['/static/css/945.b.css', '/static/css/750.a.css']).href).not.toBe(first.href);
    expect(readdirSync(join(dir, 'static/css')).filter((name) => name.startsWith('page.') && name.endsWith('.css'))).toHaveLength(2);
  });

  it("given the LCP words' face, writes the page's other web faces to a faces sheet of their own, and says which face it kept", () => {
    const dir = deployWith({
      'static/css/fonts.css': '@font-face{font-family:Inter;font-weight:400;src:url(../media/inter-400.1.woff2)}\n@font-face{font-family:Sora;font-weight:700;src:url(../media/sora-700.3.woff2)}\n:root{--font-text:Inter}',
    });
    const seen: string[] = [];
    const sheet = writePageStylesheet(dir, ['/static/css/fonts.css'], {
      firstFace: (css) => {
        seen.push(css);
        return { family: 'Inter', weight: '400', url: '/static/media/inter-400.1.woff2' };
      },
    });
    expect(seen[0]).toContain('sora-700.3.woff2');
    expect(sheet.firstFace).toBe('/static/media/inter-400.1.woff2');
    expect(readFileSync(join(dir, sheet.href), 'utf8')).toBe('@font-face{font-family:Inter;font-weight:400;src:url(/static/media/inter-400.1.woff2)}\n:root{--font-text:Inter}\n');
    expect(sheet.lateFaces?.sheet).toMatch(/^\/static\/css\/faces\.[0-9a-f]{10}\.css$/);
    expect(readFileSync(join(dir, sheet.lateFaces?.sheet ?? ''), 'utf8')).toBe('@font-face{font-family:Sora;font-weight:700;src:url(/static/media/sora-700.3.woff2)}\n');
    // And as the Font Loading API takes them, for the boot script: the same faces, nothing fetched to learn them.
    expect(sheet.lateFaces?.faces).toEqual([{ family: 'Sora', weight: '700', src: 'url(/static/media/sora-700.3.woff2)' }]);
  });

  it('writes no faces sheet when the page names no LCP face, or has no other', () => {
    const dir = deployWith(files);
    expect(writePageStylesheet(dir, ['/static/css/750.a.css']).lateFaces).toBeUndefined();
    expect(writePageStylesheet(dir, ['/static/css/750.a.css'], { firstFace: () => ({ family: 'X', weight: '400', url: '/static/media/x.woff2' }) }).lateFaces).toBeUndefined();
  });

  it("given the page's letters, leaves out the web faces for another script, and keeps the Latin faces and every fallback face", () => {
    const latin = '@font-face{font-family:Inter;font-weight:400;src:url(../fonts/inter-400.1.woff2)}';
    const arabic = '@font-face{font-family:"Plex Arabic";font-weight:400;src:url(../fonts/plex-400.2.woff2);unicode-range:U+0600-06FF,U+FE70-FEFC}';
    const arabicFallback = '@font-face{font-family:"Plex Arabic fallback";font-weight:400;src:local("DejaVu Sans");unicode-range:U+0600-06FF}';
    const dir = deployWith({ 'static/css/fonts.css': `${latin}\n${arabic}\n${arabicFallback}\n:root{--font-text:Inter,"Plex Arabic"}` });
    const facesOf = (letters?: string): string[] => {
      const sheet = writePageStylesheet(dir, ['/static/css/fonts.css'], { letters });
      return [...sheet.css.matchAll(/font-family:([^;]+);/g)].map((m) => m[1] ?? '');
    };
    expect(facesOf('English')).toEqual(['Inter', '"Plex Arabic fallback"']);
    expect(facesOf('العربية')).toEqual(['Inter', '"Plex Arabic"', '"Plex Arabic fallback"']);
    expect(facesOf()).toEqual(['Inter', '"Plex Arabic"', '"Plex Arabic fallback"']);
  });

  it("reads a face's declarations as the Font Loading API takes them, the family unquoted", () => {
    expect(
      faceDescriptors('@font-face{font-family:"Sora Display";font-style:normal;font-display:swap;font-weight:700;src:url(/f/a.woff2)format("woff2"),url(/f/a.woff)format("woff")}'),
    ).toEqual({ family: 'Sora Display', style: 'normal', display: 'swap', weight: '700', src: 'url(/f/a.woff2)format("woff2"),url(/f/a.woff)format("woff")' });
    expect(faceDescriptors("@font-face { font-family: 'A;B'; src: local('x;y') }")).toEqual({ family: 'A;B', src: "local('x;y')" });
    expect(faceDescriptors('@font-face{font-family:A;src:url(/a.woff2);unicode-range:U+0600-06FF,U+FE70-FEFC}')).toEqual({ family: 'A', src: 'url(/a.woff2)', unicodeRange: 'U+0600-06FF,U+FE70-FEFC' });
    expect(() => faceDescriptors('@font-face{font-weight:700}')).toThrow(/without a family or a source/);
  });

  it("tells a face for a script's letters by its unicode-range: ranges, single points and wildcards; a face without one is for none", () => {
    const face = (range: string): string => `@font-face{font-family:A;src:url(/a.woff2);unicode-range:${range}}`;
    expect(faceDrawsLetters(face('U+0600-06FF, U+FE70-FEFC'), 'العربية')).toBe(true);
    expect(faceDrawsLetters(face('U+0600-06FF'), 'English')).toBe(false);
    expect(faceDrawsLetters(face('U+0627-0629, U+0631, U+0639, U+0644, U+064A'), 'العربية')).toBe(true);
    expect(faceDrawsLetters(face('U+06??'), 'العربية')).toBe(true);
    expect(faceDrawsLetters(face('U+0627'), 'العربية')).toBe(false);
    expect(faceDrawsLetters('@font-face{font-family:A;src:url(/a.woff2)}', 'English')).toBe(false);
    expect(() => faceDrawsLetters(face('latin'), 'English')).toThrow(/cannot read/);
    expect(lettersDrawn(face('U+0600-06FF'), 'BBGفيدبي')).toBe('فيدبي');
  });

  it('fails when a sheet the page needs is missing, rather than serve the page without its rules', () => {
    expect(() => writePageStylesheet(deployWith(files), ['/static/css/750.a.css', '/static/css/gone.css'])).toThrow(/ENOENT/);
  });
});
