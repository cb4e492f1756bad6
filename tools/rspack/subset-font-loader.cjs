// Cuts a font file down to the glyphs in font-glyphs.json (the @fontsource "latin" files carry about 400; the site's
// copy uses about 110) and to the OpenType features its text uses: those browsers apply to Latin text by default, and
// tabular figures (font-variant-numeric: tabular-nums). Inter's fractions (frac, numr, dnom) and proportional figures
// (pnum), which no rule turns on, pull in glyphs no page shows: without them its faces are an eighth smaller again
// (Inter 400: 13.9 KB to 12.2 KB), and the LCP face is the last request a page's first paint waits for. The output depends only on the
// file and those two lists, so every app that bundles the kit emits the same file under the same content hash.
const subsetFont = require('subset-font');
const { text } = require('./font-glyphs.json');

/** The features the site's text uses: browsers' defaults for horizontal Latin text, and tabular figures. */
const FEATURES = ['ccmp', 'locl', 'rlig', 'rclt', 'calt', 'clig', 'liga', 'kern', 'mark', 'mkmk', 'rvrn', 'tnum'];

module.exports = function subsetFontLoader(source) {
  const done = this.async();
  const targetFormat = this.resourcePath.endsWith('.woff2') ? 'woff2' : 'woff';
  subsetFont(source, text, { targetFormat, keepFeatures: FEATURES }).then((font) => done(null, font), done);
};
module.exports.raw = true;
module.exports.FEATURES = FEATURES;
