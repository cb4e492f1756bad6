import { lcpFace, lcpWords, localeLetters } from './lcp-font';

const lcpText = (body: string): string => lcpWords(body).role;

const faces = [
  '@font-face{font-family:Sora;font-style:normal;font-display:swap;font-weight:600;src:url(/m/sora-600.woff2)format("woff2"),url(/m/sora-600.woff)format("woff")}',
  '@font-face{font-family:Sora;font-style:italic;font-display:swap;font-weight:700;src:url(/m/sora-700-italic.woff2)format("woff2")}',
  '@font-face{font-family:Sora;font-style:normal;font-display:swap;font-weight:700;src:url(/m/sora-700.woff2)format("woff2"),url(/m/sora-700.woff)format("woff")}',
  '@font-face{font-family:Inter;font-style:normal;font-display:swap;font-weight:400;src:url(/m/inter-400.woff2)format("woff2")}',
].join('');
const css = `${faces}:root{--font-display:"Sora", system-ui, sans-serif;--font-text:"Inter", system-ui}`;

const hero = (title: string, lead?: string): string =>
  `<header><a href="/">BBG</a></header><main><section><h1 class="title-x">${title}</h1>${lead === undefined ? '' : `<p class="lead-x">${lead}</p>`}</section></main>`;

describe('lcpWords', () => {
  it('takes a long title over a short lead, and a long lead over a short title, as a phone paints them', () => {
    expect(lcpText(hero('One group, many journeys across three continents', 'x'.repeat(139)))).toBe('title');
    expect(lcpText(hero('One group, many journeys', 'x'.repeat(184)))).toBe('lead');
    expect(lcpText(hero('Stay in <span>Touch</span>', 'x'.repeat(100)))).toBe('lead');
  });

  it('counts the full width of a wrapped paragraph, as Chrome does: two lines under a short title win', () => {
    expect(lcpText(hero('Media <span>Center</span>', 'News, events, brand stories, guides and life at BBG.'))).toBe('lead');
    expect(lcpText(hero('Media <span>Center</span>', 'News and events.'))).toBe('title');
  });

  it('takes the title when no paragraph follows it', () => {
    expect(lcpText(hero('Privacy Policy'))).toBe('title');
  });
});

describe('lcpFace', () => {
  it("gives the title's bold display face, or the lead's regular text face", () => {
    expect(lcpFace(css, hero('One group, many journeys across three continents', 'x'.repeat(139)))).toEqual({ family: 'Sora', weight: '700', url: '/m/sora-700.woff2' });
    expect(lcpFace(css, hero('Uncover Our Brands', 'x'.repeat(109)))).toEqual({ family: 'Inter', weight: '400', url: '/m/inter-400.woff2' });
  });

  it('takes the upright face, the last one declared', () => {
    const twice = `${css}@font-face{font-family:Sora;font-weight:700;src:url(/m/sora-700.2.woff2)format("woff2")}`;
    expect(lcpFace(twice, hero('Privacy Policy'))?.url).toBe('/m/sora-700.2.woff2');
  });

  it('preloads nothing when the family has no such face, or no family is named', () => {
    expect(lcpFace(`${faces}:root{--font-display:Georgia,serif}`, hero('Privacy Policy'))).toBeUndefined();
    expect(lcpFace(faces, hero('Privacy Policy'))).toBeUndefined();
  });

  describe("words in another script: the face of the stack's family that draws most of their letters", () => {
    const arabicRange = 'unicode-range:U+0600-06FF,U+FB50-FDFF,U+FE70-FEFC';
    const arabic = [
      `@font-face{font-family:"Plex Arabic";font-weight:400;src:url(/m/plex-400.woff2)format("woff2");${arabicRange}}`,
      `@font-face{font-family:"Plex Arabic";font-weight:700;src:url(/m/plex-700.woff2)format("woff2");${arabicRange}}`,
      `@font-face{font-family:"Plex Arabic Display";font-weight:700;src:url(/m/plex-700.woff2)format("woff2");${arabicRange}}`,
      `@font-face{font-family:"Plex Arabic Display fallback";font-weight:700;src:local("DejaVu Sans Bold");${arabicRange}}`,
    ].join('');
    const stacks = ':root{--font-display:"Sora","Plex Arabic Display","Plex Arabic Display fallback",system-ui;--font-text:"Inter","Plex Arabic",system-ui}';
    const both = `${faces}${arabic}${stacks}`;

    it("an Arabic page's title in the display family's Arabic face, its lead in the text family's", () => {
      expect(lcpFace(both, hero('مجموعة واحدة ورحلات كثيرة', 'x'.repeat(20)))).toEqual({ family: 'Plex Arabic Display', weight: '700', url: '/m/plex-700.woff2' });
      expect(lcpFace(both, hero('علاماتنا', 'علاماتنا التجارية في كل مكان '.repeat(8)))).toEqual({ family: 'Plex Arabic', weight: '400', url: '/m/plex-400.woff2' });
    });

    it('an English or French page in the Latin face, whatever the stack holds after it', () => {
      expect(lcpFace(both, hero('Privacy Policy'))).toEqual({ family: 'Sora', weight: '700', url: '/m/sora-700.woff2' });
      expect(lcpFace(both, hero('Politique de confidentialité'))?.family).toBe('Sora');
    });

    it('the Latin face for Latin words on an Arabic page (a brand, a page not yet translated), or a title mostly in Latin', () => {
      expect(lcpFace(both, hero('Friends Travel', 'رحلات'))).toEqual({ family: 'Sora', weight: '700', url: '/m/sora-700.woff2' });
      expect(lcpFace(both, hero('BBG Group في دبي'))?.family).toBe('Sora');
      expect(lcpFace(both, hero('مجموعة BBG في دبي'))?.family).toBe('Plex Arabic Display');
    });

    it("the stack's first family when no face in it names the Arabic letters", () => {
      expect(lcpFace(`${faces}${stacks}`, hero('سياسة الخصوصية'))?.family).toBe('Sora');
    });
  });
});

describe('localeLetters', () => {
  it("is each locale's name in its own letters", () => {
    expect(localeLetters('en')).toBe('English');
    expect(localeLetters('fr')).toBe('Français');
    expect(localeLetters('ar')).toBe('العربية');
  });
});
