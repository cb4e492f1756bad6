// The boot script: the only blocking script, in <head> before the first paint (the CSP allows no inline one). Built
// as one small classic script (tools/prerender/boot-script.ts); it may import nothing but @bbg/contract's constants.
import { hidePreviewedPage } from './hide-previewed-page';
import { holdEarlyEvents } from './hold-early-events';
import { reveal } from './reveal';
import { startEntryAfterHero } from './start-entry';

const html = document.documentElement;
reveal(html, document.currentScript);
hidePreviewedPage(html);
holdEarlyEvents(html);
startEntryAfterHero(html);
