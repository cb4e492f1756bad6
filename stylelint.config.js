/**
 * Stylelint: layout is written in logical properties and keywords (margin-inline-start, inset-inline-end,
 * text-align: start), so a page set right to left mirrors without a second stylesheet. Physical ones are refused in
 * every app's and package's CSS. Two exceptions: viewport units stay physical (a full-height section is as tall as
 * the screen in every direction of writing), and so do overflow-x and overflow-y, whose logical forms Safari does not
 * support.
 */
export default {
  plugins: ['stylelint-plugin-logical-css'],
  ignoreFiles: ['**/node_modules/**', '**/dist/**', '**/dist-private/**', 'test-results/**'],
  rules: {
    'logical-css/require-logical-properties': [true, { ignore: ['overflow-x', 'overflow-y'] }],
    'logical-css/require-logical-keywords': [true, { ignore: ['caption-side', 'offset-anchor', 'offset-position'] }],
    // The inset shorthand with four values names right and left apart: write inset-block and inset-inline instead (a
    // point on a picture that never mirrors says so, and is let through).
    'declaration-property-value-disallowed-list': [{ inset: [/^\S+\s+\S+\s+\S+\s+\S+/] }, { message: 'inset with four values is physical: use inset-block and inset-inline' }],
  },
};
