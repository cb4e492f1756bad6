/**
 * The User Timing marks the shell sets, which the measuring commands read (`npm run size` in the page,
 * `npm run lighthouse` in the trace of the load it measured) and the journeys wait for.
 */

/**
 * The start asks for the page's own code: everything requested before it is what the root's adoption needs (on a
 * page rendered in the browser, everything before it renders).
 */
export const PAGE_CODE_MARK = 'bbg:page-code';

/** The root (header, footer, the frame of the page) has been adopted, or rendered where nothing was served. */
export const ROOT_ADOPTED_MARK = 'bbg:root-adopted';

/** React Router's code has arrived: after the root's adoption on a served page, never on its critical path. */
export const ROUTER_CODE_MARK = 'bbg:router-code';

/** The start-up loader runs (a first visit of the session): a repeat visit must not carry it. */
export const STARTUP_LOADER_MARK = 'bbg:startup-loader';

/** Real-user metrics are watched from here on (the vitals journey waits for it). */
export const VITALS_WATCHING_MARK = 'bbg:vitals-watching';

/** Sets a mark where the browser has User Timing (every browser the site supports; not jsdom). */
export function markPerformance(name: string): void {
  if (typeof performance.mark === 'function') performance.mark(name);
}
