// The home page's words in one locale: one chunk, loaded with the home page's code (home-route.tsx).
export * as about from '../fr/home-about';
export * as brands from '../fr/home-brands';
export * as experience from '../fr/home-experience';
export * as hero from '../fr/home-hero';
export * as history from '../fr/home-history';
export * as news from '../fr/home-news';
export * as partners from '../fr/home-partners';
export * as sections from '../fr/home-sections';
export * as labels from '../fr/home-labels';
