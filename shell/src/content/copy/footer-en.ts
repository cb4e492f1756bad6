// The footer's words in one locale: one chunk, loaded with the footer (footer-copy.ts).
export * as footer from '../footer';
export * as labels from '../footer-labels';
