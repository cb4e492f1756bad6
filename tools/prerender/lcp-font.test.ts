import { fontFaceUrl, lcpFontUrl, lcpText } from './lcp-font';

const faces = [
  '@font-face{font-family:Sora;font-style:normal;font-display:swap;font-weight:600;src:url(/m/sora-600.woff2)format("woff2"),url(/m/sora-600.woff)format("woff")}',
  '@font-face{font-family:Sora;font-style:italic;font-display:swap;font-weight:700;src:url(/m/sora-700-italic.woff2)format("woff2")}',
  '@font-face{font-family:Sora;font-style:normal;font-display:swap;font-weight:700;src:url(/m/sora-700.woff2)format("woff2"),url(/m/sora-700.woff)format("woff")}',
  '@font-face{font-family:Inter;font-style:normal;font-display:swap;font-weight:400;src:url(/m/inter-400.woff2)format("woff2")}',
].join('');
const css = `${faces}:root{--font-display:"Sora", system-ui, sans-serif;--font-text:"Inter", system-ui}`;

const hero = (title: string, lead?: string): string =>
  `<header><a href="/">BBG</a></header><main><section><h1 class="title-x">${title}</h1>${lead === undefined ? '' : `<p class="lead-x">${lead}</p>`}</section></main>`;

describe('lcpText', () => {
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

describe('fontFaceUrl', () => {
  it('finds the upright WOFF2 face of a family at a weight', () => {
    expect(fontFaceUrl(css, 'Sora', '700')).toBe('/m/sora-700.woff2');
    expect(fontFaceUrl(css, 'Sora', '400')).toBeUndefined();
  });
});

describe('lcpFontUrl', () => {
  it("gives the title's bold display face, or the lead's regular text face", () => {
    expect(lcpFontUrl(css, hero('One group, many journeys across three continents', 'x'.repeat(139)))).toBe('/m/sora-700.woff2');
    expect(lcpFontUrl(css, hero('Uncover Our Brands', 'x'.repeat(109)))).toBe('/m/inter-400.woff2');
  });

  it('preloads nothing when the family has no such face, or no family is named', () => {
    expect(lcpFontUrl(`${faces}:root{--font-display:Georgia,serif}`, hero('Privacy Policy'))).toBeUndefined();
    expect(lcpFontUrl(faces, hero('Privacy Policy'))).toBeUndefined();
  });
});
