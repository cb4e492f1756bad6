// The home page's words in one locale: its catalogues, one chunk, loaded with the home page's code (home-route.tsx).
export { default as about } from '../fr/home-about.json';
export { default as brands } from '../fr/home-brands.json';
export { default as experience } from '../fr/home-experience.json';
export { default as hero } from '../fr/home-hero.json';
export { default as history } from '../fr/home-history.json';
export { default as news } from '../fr/home-news.json';
export { default as partners } from '../fr/home-partners.json';
export { default as sections } from '../fr/home-sections.json';
export { default as labels } from '../fr/home-labels.json';
