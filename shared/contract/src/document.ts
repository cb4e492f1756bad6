/**
 * The document contract: each id, class, attribute, global and storage key that the boot script (shell/src/boot, run
 * before any module), the pre-render (tools/prerender) and the apps' code share, spelled once. CSS spells some of
 * them too, as selectors (`html.js`, `html.visited`, `html.hero-shown`, `html.after-hero-shown`, `[data-live]`,
 * `[data-replay]`, `[data-preview-bar]`, `[data-preview-replaces]`): rename them there as well. What they mean in the
 * life of a page: shared/runtime/src/lifecycle/README.md.
 */

/**
 * Where the page is in its life, on `<html data-render>`: adopting (React is taking over the served HTML), adopted
 * (every awaited slice is live) or client (rendered in the browser, not adopted). Kept on the document rather than in
 * a module: the shell and every remote bundle their own copy of the life cycle, and the document is what they all see.
 */
export type RenderState = 'adopting' | 'adopted' | 'client';
export const RENDER_ATTRIBUTE = 'data-render';

/** On a served part that wants what a visitor does before it is live held by the boot script and replayed. */
export const REPLAY_ATTRIBUTE = 'data-replay';
/**
 * On a part served to replay whose buttons are disclosures (aria-expanded, and aria-controls naming the panel they
 * show): a press on one before the part is live is shown by the boot script at once, within the visitor's input, and
 * never replayed. Its other panels close (one open at a time); `toggles` closes an open one pressed again, `opens`
 * keeps it open. The part's first client state is what the document shows (`useServedOpen`, @bbg/runtime).
 */
export const DISCLOSURE_ATTRIBUTE = 'data-disclosure';
export type DisclosurePress = 'toggles' | 'opens';
/**
 * On `<html>` while a press held before adoption is replayed: its handler can tell a press made seconds ago from a
 * fresh one, and leave out what would now surprise the visitor, such as scrolling the page (`isReplayedPress`).
 */
export const REPLAYING_ATTRIBUTE = 'data-replaying';
/** On a part once its code has adopted it, and on `<html>` once the root is adopted. */
export const LIVE_ATTRIBUTE = 'data-live';
/** On the slice the document waits for before it counts as adopted (the route's page). */
export const AWAITED_ATTRIBUTE = 'data-awaited';
/** Names a slice, for tests and support. */
export const SLICE_ATTRIBUTE = 'data-slice';
/** Names an island; `data-hydrate` says when it comes alive. */
export const ISLAND_ATTRIBUTE = 'data-island';
export const HYDRATE_ATTRIBUTE = 'data-hydrate';

/**
 * When a served island comes alive (`data-hydrate`):
 * - near: as it comes within half a viewport of the screen, or when the main thread is idle, whichever is first;
 * - idle: when the main thread is idle;
 * - never: a part without behaviour; its served HTML stays as it is (links in it are plain links).
 */
export type IslandPolicy = 'near' | 'idle' | 'never';

/**
 * A selector of every part that comes alive on its own time: an island with behaviour, or a part served to replay.
 * A function, so a bundle that never asks for it (the boot script) leaves it out.
 */
export const partsComingAlive = (): string => `[${ISLAND_ATTRIBUTE}]:not([${HYDRATE_ATTRIBUTE}="${'never' satisfies IslandPolicy}"]), [${REPLAY_ATTRIBUTE}]`;

/** What the boot script held: a submit or a button press inside a served part that was not live yet. */
export interface EarlyEvent {
  readonly type: 'submit' | 'click';
  readonly target: Element;
  readonly part: Element;
}

/** The window property the boot script keeps held events in, for the part that replays them. */
export const EARLY_EVENTS_GLOBAL = '__bbgEarly';

declare global {
  interface Window {
    [EARLY_EVENTS_GLOBAL]?: EarlyEvent[];
  }
}

/** On `<html>` from the boot script on: scripts run, so the start-up loader and the held reveal apply. */
export const SCRIPTED_CLASS = 'js';
/** On `<html>` for a returning visitor (the session flag below), so the start-up loader never flashes. */
export const VISITED_CLASS = 'visited';
/** The sessionStorage flag the start-up loader sets on a first visit. */
export const VISITED_KEY = 'visited';
/** On `<html>` once the served page's hero has settled (its picture loaded or failed): the hero's words show. */
export const HERO_SHOWN_CLASS = 'hero-shown';
/**
 * On `<html>` once the hero's paint is on screen: the sections after it show, and the entry starts. The first frame
 * lays out the hero alone, and the pictures below it are asked for after the largest paint, not in its frame.
 */
export const AFTER_HERO_SHOWN_CLASS = 'after-hero-shown';
/** On the boot script's tag, `data-hero="media"`: the page has a hero picture or video to wait for. */
export const HERO_ATTRIBUTE = 'data-hero';
export const HERO_WAITS_FOR_MEDIA = 'media';
/** On the hero's picture or video, and on its preload: its load or failure settles the hero. */
export const HERO_MEDIA_ATTRIBUTE = 'data-hero-media';
/** On `<html>` after a client navigation: the served page is gone, so the boot script's reveal no longer applies. */
export const NAVIGATED_ATTRIBUTE = 'data-navigated';
/** On `<html>`: when the boot script ran, in ms (the start-up loader's clock where Paint Timing is missing). */
export const BOOT_AT_ATTRIBUTE = 'data-boot-at';

/** The sessionStorage key of the staged version a tab previews (`<remote>@<version>`): one tab, gone when it closes. */
export const PREVIEW_SESSION_KEY = 'bbg-preview';
/** On `<html>` of a previewing tab: room for the preview bar is kept from the first paint. */
export const PREVIEW_BAR_ATTRIBUTE = 'data-preview-bar';
/** On `<html>` while a page the previewed remote's live version served is hidden, until the shell renders it afresh. */
export const PREVIEW_REPLACES_ATTRIBUTE = 'data-preview-replaces';

/** The id of the JSON record a pre-rendered document carries about itself (`ServedPage`). */
export const SERVED_PAGE_ID = 'bbg-page';

/**
 * The shell's words in the document's language, as JSON in a served page's head: the shell reads them at start
 * instead of fetching them (a client-rendered document fetches its locale's chunk).
 */
export const SHELL_COPY_ID = 'bbg-shell-copy';
/** The id of the JSON record naming the shell's entry script, which the boot script starts after the hero. */
export const ENTRY_ID = 'bbg-entry';
/** The id of the JSON record naming the faces the first paint does not need (`LateFaces`). */
export const LATE_FACES_ID = 'bbg-late-faces';
/** On `<html>` once the late faces have joined: as FontFace objects, or as their sheet where that could not be done. */
export const LATE_FACES_ATTRIBUTE = 'data-late-faces';
export type LateFacesJoined = 'added' | 'sheet';

/** The record in #bbg-entry: the shell's entry script and its SRI. */
export interface EntryRecord {
  readonly src: string;
  readonly integrity: string;
}

/** A web-font face as the Font Loading API takes it (`new FontFace(family, src, descriptors)`): its @font-face rule's declarations. */
export interface FaceDescriptors {
  readonly family: string;
  readonly src: string;
  readonly weight?: string;
  readonly style?: string;
  readonly display?: string;
  /** The characters it draws (an Arabic face: the Arabic blocks); every one where absent. */
  readonly unicodeRange?: string;
}

/** The record in #bbg-late-faces: the faces for after the first paint, and their sheet for browsers without scripts. */
export interface LateFaces {
  readonly sheet: string;
  readonly faces: readonly FaceDescriptors[];
}
