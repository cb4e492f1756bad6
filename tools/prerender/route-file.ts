/** The client-only document: routes that are not pre-rendered (/newsletter/:id, unknown paths) get it. */
export const APP_DOCUMENT = 'app.html';

/** The file a static host serves for a route: `/` → index.html, `/about-us` → about-us.html. */
export function routeFile(path: string): string {
  if (path === '/') return 'index.html';
  if (!/^\/[^/:*?]+$/.test(path) || path.includes('..')) throw new Error(`${path} cannot be pre-rendered to one file`);
  return `${path.slice(1)}.html`;
}

/** Can this route be pre-rendered? Routes with parameters (/newsletter/:id) are rendered in the browser. */
export const isStaticRoute = (path: string): boolean => !/[:*]/.test(path);
