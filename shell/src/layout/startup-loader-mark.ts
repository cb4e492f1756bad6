/**
 * The User Timing mark the start-up loader sets when it runs (a first visit of the session): the Lighthouse command
 * finds it in the trace of the load it measured, so a repeat visit that showed the loader is reported as such.
 */
export const STARTUP_LOADER_MARK = 'bbg:startup-loader';
