// The home page's words in one locale: one chunk, loaded with the home page's code (home-route.tsx).
export * as about from '../ar/home-about';
export * as brands from '../ar/home-brands';
export * as experience from '../ar/home-experience';
export * as hero from '../ar/home-hero';
export * as history from '../ar/home-history';
export * as news from '../ar/home-news';
export * as partners from '../ar/home-partners';
export * as sections from '../ar/home-sections';
export * as labels from '../ar/home-labels';
