import { createServer, type Server } from 'node:http';

/** The label of the floor's row in the table and its entry in summary.json. */
export const FLOOR_LABEL = '(blank page)';

/**
 * The least a page can be: a heading and a paragraph, no stylesheet, script, font or image. What Lighthouse reports
 * for it is this machine's floor (the browser's own start-up and first layout, under the 4x CPU simulation), not any
 * cost of the site: a route's figures are the site's only where they stand above it.
 */
export const FLOOR_DOCUMENT = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="A blank page: what Lighthouse measures on this machine for a page with nothing in it.">
<title>Blank page</title>
</head>
<body>
<main>
<h1>Blank page</h1>
<p>No stylesheet, no script, no font and no image.</p>
</main>
</body>
</html>
`;

const HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' } as const;

/**
 * Serves the floor document at / and an empty config.json (where a repeat visit sets its session flag first, as on
 * the site). Anything else is 404; a method other than GET or HEAD is 405.
 */
export function createFloorServer(): Server {
  return createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { ...HEADERS, allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Method not allowed\n');
      return;
    }
    const path = (request.url ?? '/').split('?')[0];
    const [status, type, body] =
      path === '/'
        ? [200, 'text/html; charset=utf-8', FLOOR_DOCUMENT]
        : path === '/config.json'
          ? [200, 'application/json', '{}\n']
          : [404, 'text/plain; charset=utf-8', 'Not found\n'];
    response.writeHead(status, { ...HEADERS, 'content-type': type });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
}
