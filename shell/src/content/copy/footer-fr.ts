// The footer's words in one locale: one chunk, loaded with the footer (footer-copy.ts).
export * as footer from '../fr/footer';
export * as labels from '../fr/footer-labels';
