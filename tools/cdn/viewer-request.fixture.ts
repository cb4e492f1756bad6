import { runInNewContext } from 'node:vm';

// Test support: the generated CloudFront Function, run as CloudFront runs it.

/** What the function answers: the request it passes on (its uri rewritten), or a response of its own. */
export interface ViewerAnswer {
  readonly uri?: string;
  readonly statusCode?: number;
}

/** The function's source as a script whose `handler` gets a viewer-request event for a path and its cookies. */
export function viewerRequest(source: string): (uri: string, cookies?: Readonly<Record<string, { value: string }>>) => ViewerAnswer {
  const handler = runInNewContext(`${source}\nhandler;`, {}) as (event: unknown) => ViewerAnswer;
  return (uri, cookies = {}) => handler({ version: '1.0', context: { eventType: 'viewer-request' }, request: { method: 'GET', uri, querystring: {}, headers: {}, cookies } });
}
