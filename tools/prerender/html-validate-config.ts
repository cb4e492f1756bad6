import type { ConfigData } from 'html-validate';

/**
 * How the pre-rendered pages are validated (crawl-and-validate.built.test.ts): html-validate's recommended rules and
 * its rules for whole documents. What differs from them, and why:
 */
export const htmlValidateConfig: ConfigData = {
  extends: ['html-validate:recommended', 'html-validate:document'],
  rules: {
    // Names as React's server renderer writes them: lowercase, or camelCase for a few (imageSrcSet, fetchPriority,
    // popoverTarget, noValidate). HTML attribute names are case-insensitive: the parser reads both the same.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // The shell's template writes `<!doctype html>`; the doctype is case-insensitive.
    'doctype-style': ['error', { style: 'lowercase' }],
    // React's useId() ids (`_R_7j_`): HTML allows any id without spaces (the recommended set asks for a letter first).
    'valid-id': ['error', { relaxed: true }],
    // Off, three rules of style only: React writes void elements self-closed (`<img/>`) and boolean or empty attributes
    // as `name=""`, the template and the pre-render write `<meta>` and `disabled`. Each pair parses to the same DOM.
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // A named list (the footer's contacts, a card's tags) is allowed by ARIA, and announced with its name.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // role="region" is what the carousel and accordion patterns of the ARIA practices name; a <section> in their
    // place would also count as one of the page's sections, which the first paint is held for (page-document.ts).
    // The page loader's bar is drawn by CSS, which a <progress> element does not take alike in every browser.
    'prefer-native-element': ['error', { exclude: ['region', 'progressbar'] }],
    // Integrity is asked of files from another origin: every stylesheet, font and picture here is the site's own.
    // (Remote scripts, which come through federation, are checked against the registry's SHA-384: decision 0002.)
    'require-sri': ['error', { target: 'crossorigin' }],
    // Off: the header's menu is a popover dialog titled by an <h2>, as the ARIA practices' dialogs are, and it comes
    // before the page's <h1>; the rule wants a dialog there to start at <h1>. Heading order is checked on the rendered
    // page instead, where a closed menu is not read: axe's heading-order in every page's Playwright scan (e2e/support/axe.ts).
    'heading-level': 'off',
  },
};
