import { ENTRY_ID, type EntryRecord } from '@bbg/contract';
import { addLateFaces } from './late-faces';

/**
 * Starts the shell's entry script, and adds the page's late faces. A served page names its entry in the head instead
 * of loading it there, so no script is fetched ahead of the hero: the boot script calls this once the hero has painted
 * (whenHeroPainted). A client-rendered document (app.html) loads it from its head as usual. The web-font faces the
 * first paint does not need (every one but its LCP words' face) are only named in the head, so they never compete with
 * the page's sheet and that face (a hero's words are hidden until its picture has loaded, so they can be the largest
 * paint after the first).
 */
export function startEntry(html: HTMLElement): void {
  try {
    addLateFaces(html);
  } catch {
    // The faces dress the words; the page's code starts whatever happens to them.
  }
  const named = document.getElementById(ENTRY_ID);
  if (!named) return;
  const entry = JSON.parse(named.textContent || '{}') as EntryRecord;
  const script = document.createElement('script');
  script.src = entry.src;
  script.integrity = entry.integrity;
  script.crossOrigin = 'anonymous';
  script.async = false;
  document.head.appendChild(script);
}
