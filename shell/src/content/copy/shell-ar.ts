// The shell's words around every page in one locale: its catalogues, one chunk (shell-copy.tsx), or JSON in a served page's head.
export { default as site } from '../ar/site.json';
export { default as navigation } from '../ar/navigation.json';
export { default as languageMenu } from '../ar/language-menu.json';
export { default as chrome } from '../ar/chrome.json';
export { default as footer } from '../ar/footer.json';
export { default as footerLabels } from '../ar/footer-labels.json';
export { default as kit } from '../ar/kit-words.json';
