/** A remote's render bundle inside its build; it is published (and SHA-384 listed) with the version. */
export const REMOTE_RENDER_FILE = 'server/pages.cjs';
/** The shell's renderer inside its build: a dot folder, which static hosts and our server do not serve. */
export const SHELL_RENDER_FILE = '.server/render.cjs';
