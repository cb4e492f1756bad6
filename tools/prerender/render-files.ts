/** A remote's render bundle inside its build; it is published (and SHA-384 listed) with the version. */
export const REMOTE_RENDER_FILE = 'server/pages.cjs';
/** The shell's renderer: a private key, kept beside the deploy folder or under a bucket's private prefix, never served. */
export const SHELL_RENDER_FILE = '.server/render.cjs';
