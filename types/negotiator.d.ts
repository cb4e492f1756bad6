// The part of negotiator 1.x's API that the site server uses (@types/negotiator is for 0.6, without `preferred`).
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { readonly headers: Readonly<Record<string, string | undefined>> });
    /** The available encodings the request accepts, its favourite first; ties in `preferred`'s order. */
    encodings(available: readonly string[], options?: { readonly preferred?: readonly string[] }): string[];
  }
}
