/**
 * Where the page is in its life, on `<html data-render>`: adopting (React is taking over the served HTML), adopted
 * (every awaited slice is live) or client (rendered in the browser, not adopted). Kept on the document rather than in
 * a module: the shell and every remote bundle their own copy of the life cycle, and the document is what they all see.
 */
export type RenderState = 'adopting' | 'adopted' | 'client';
