// The home page's words in one locale: its catalogues, one chunk, loaded with the home page's code (home-route.tsx).
export { default as about } from '../ar/home-about.json';
export { default as brands } from '../ar/home-brands.json';
export { default as experience } from '../ar/home-experience.json';
export { default as hero } from '../ar/home-hero.json';
export { default as history } from '../ar/home-history.json';
export { default as news } from '../ar/home-news.json';
export { default as partners } from '../ar/home-partners.json';
export { default as sections } from '../ar/home-sections.json';
export { default as labels } from '../ar/home-labels.json';
