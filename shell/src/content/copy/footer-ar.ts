// The footer's words in one locale: one chunk, loaded with the footer (footer-copy.ts).
export * as footer from '../ar/footer';
export * as labels from '../ar/footer-labels';
