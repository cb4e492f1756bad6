// The shell's words around every page in one locale: its catalogues, one chunk (shell-copy.tsx), or JSON in a served page's head.
export { default as site } from '../fr/site.json';
export { default as navigation } from '../fr/navigation.json';
export { default as languageMenu } from '../fr/language-menu.json';
export { default as chrome } from '../fr/chrome.json';
export { default as footer } from '../fr/footer.json';
export { default as footerLabels } from '../fr/footer-labels.json';
export { default as kit } from '../fr/kit-words.json';
