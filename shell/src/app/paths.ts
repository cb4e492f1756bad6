import type { PathTable } from '@bbg/contract';

/** The shell's own page: the home page. Every other page belongs to a remote, which declares it in its own table. */
export const paths = {
  home: '/',
} as const satisfies PathTable;

// Adds the home page to the site's path table, which types every link between sections.
declare module '@bbg/contract' {
  interface SitePaths {
    readonly shell: typeof paths;
  }
}
