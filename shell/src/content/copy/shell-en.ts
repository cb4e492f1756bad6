// The shell's words around every page in one locale: its catalogues, one chunk (shell-copy.tsx), or JSON in a served page's head.
export { default as site } from '../en/site.json';
export { default as navigation } from '../en/navigation.json';
export { default as languageMenu } from '../en/language-menu.json';
export { default as chrome } from '../en/chrome.json';
export { default as footer } from '../en/footer.json';
export { default as footerLabels } from '../en/footer-labels.json';
export { default as kit } from '../en/kit-words.json';
