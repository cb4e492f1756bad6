// Cuts a font file down to the glyphs in font-glyphs.json (the @fontsource "latin" files carry about 400; the site's
// copy uses about 110) and to the OpenType features its text uses: those browsers apply to Latin text by default, and
// tabular figures (font-variant-numeric: tabular-nums). Inter's fractions (frac, numr, dnom) and proportional figures
// (pnum), which no rule turns on, pull in glyphs no page shows: without them its faces are an eighth smaller again
// (Inter 400: 13.9 KB to 12.2 KB), and the LCP face is the last request a page's first paint waits for. The output depends only on the
// file and those two lists, so every app that bundles the kit emits the same file under the same content hash.
// Which list a file is cut to is the @fontsource subset its name says (inter-latin-400-normal.woff2: latin).
const subsetFont = require('subset-font');
const glyphs = require('./font-glyphs.json');

/** The features the site's text uses: browsers' defaults for horizontal Latin text, and tabular figures. */
const FEATURES = ['ccmp', 'locl', 'rlig', 'rclt', 'calt', 'clig', 'liga', 'kern', 'mark', 'mkmk', 'rvrn', 'tnum'];

/**
 * Arabic letters take a form by their place in a word (isol, init, medi, fina and their second and third forms), join
 * (rlig: lam with alef; curs) and carry their vowel marks (mark, mkmk): the features HarfBuzz, and so Chrome, applies
 * to Arabic text by default. Without them the cut file drew every letter alone and unjoined.
 */
const ARABIC_FEATURES = ['ccmp', 'locl', 'isol', 'init', 'medi', 'med2', 'fina', 'fin2', 'fin3', 'rlig', 'rclt', 'calt', 'clig', 'liga', 'mset', 'curs', 'kern', 'mark', 'mkmk'];

/** What each @fontsource subset the site uses is cut to. */
const SUBSETS = {
  latin: { text: glyphs.latin, features: FEATURES },
  arabic: { text: glyphs.arabic, features: ARABIC_FEATURES },
};

/** The @fontsource subset of a font file, from its name (`<family>-<subset>-<weight>-<style>.woff2`). */
function subsetOf(resourcePath) {
  const subset = /-([a-z]+(?:-ext)?)-\d{3}-(?:normal|italic)\.woff2?$/.exec(resourcePath)?.[1];
  const found = subset === undefined ? undefined : SUBSETS[subset];
  if (!found) throw new Error(`${resourcePath}: no glyph list for its @fontsource subset (${subset ?? 'none in its name'}): add one to font-glyphs.json and subset-font-loader.cjs`);
  return found;
}

module.exports = function subsetFontLoader(source) {
  const done = this.async();
  const targetFormat = this.resourcePath.endsWith('.woff2') ? 'woff2' : 'woff';
  let subset;
  try {
    subset = subsetOf(this.resourcePath);
  } catch (error) {
    return done(error);
  }
  subsetFont(source, subset.text, { targetFormat, keepFeatures: subset.features }).then((font) => done(null, font), done);
};
module.exports.raw = true;
module.exports.FEATURES = FEATURES;
module.exports.ARABIC_FEATURES = ARABIC_FEATURES;
