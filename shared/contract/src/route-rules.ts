// The rules of a route record as plain data, without the schema library: the shell's own check of the registry
// (registry-shape.ts) runs before the root is adopted, where the library does not fit the budget.

/**
 * Where a page sits: inside the main layout (header, footer, loader), in the bare layout (no header or footer,
 * e.g. /qr-link) or outside every layout (e.g. /newsletter/:id).
 */
export const ROUTE_LAYOUTS = ['main', 'bare', 'none'] as const;

/** How the shell's header looks over a page: its usual look, or the light one (the legal pages). */
export const HEADER_LOOKS = ['default', 'light'] as const;

/** A content key: lower-case words and dashes. */
export const CONTENT_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
