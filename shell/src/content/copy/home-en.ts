// The home page's words in one locale: one chunk, loaded with the home page's code (home-route.tsx).
export * as about from '../home-about';
export * as brands from '../home-brands';
export * as experience from '../home-experience';
export * as hero from '../home-hero';
export * as history from '../home-history';
export * as news from '../home-news';
export * as partners from '../home-partners';
export * as sections from '../home-sections';
export * as labels from '../home-labels';
