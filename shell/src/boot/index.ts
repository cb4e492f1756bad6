// The boot script: the only blocking script, in <head> before the first paint (the CSP allows no inline one). Built
// as one small classic script (tools/prerender/boot-script.ts); it may import nothing but @bbg/contract's constants.
import { AFTER_HERO_SHOWN_CLASS } from '@bbg/contract';
import { hidePreviewedPage } from './hide-previewed-page';
import { holdEarlyEvents } from './hold-early-events';
import { whenHeroPainted } from './hero-painted';
import { reveal } from './reveal';
import { startEntry } from './start-entry';

const html = document.documentElement;
reveal(html, document.currentScript);
hidePreviewedPage(html);
holdEarlyEvents(html);
// Once the hero's paint is on screen, what follows it shows and the page's code starts: neither competes with it.
// (No client navigation can come before: the router arrives with the entry.)
whenHeroPainted(html, () => {
  html.classList.add(AFTER_HERO_SHOWN_CLASS);
  startEntry(html);
});
