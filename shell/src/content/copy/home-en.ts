// The home page's words in one locale: its catalogues, one chunk, loaded with the home page's code (home-route.tsx).
export { default as about } from '../en/home-about.json';
export { default as brands } from '../en/home-brands.json';
export { default as experience } from '../en/home-experience.json';
export { default as hero } from '../en/home-hero.json';
export { default as history } from '../en/home-history.json';
export { default as news } from '../en/home-news.json';
export { default as partners } from '../en/home-partners.json';
export { default as sections } from '../en/home-sections.json';
export { default as labels } from '../en/home-labels.json';
