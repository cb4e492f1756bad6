// Cuts a font file down to the glyphs in font-glyphs.json (the @fontsource "latin" files carry about 400; the site's
// copy uses about 110): 40 % fewer bytes before a page's words paint. The output depends only on the file and that
// list, so every app that bundles the kit emits the same file under the same content hash.
const subsetFont = require('subset-font');
const { text } = require('./font-glyphs.json');

module.exports = function subsetFontLoader(source) {
  const done = this.async();
  const targetFormat = this.resourcePath.endsWith('.woff2') ? 'woff2' : 'woff';
  subsetFont(source, text, { targetFormat }).then((font) => done(null, font), done);
};
module.exports.raw = true;
