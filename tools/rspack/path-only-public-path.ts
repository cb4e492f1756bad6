// First import of every exposed page. A remote's public path is 'auto': the full URL of its entry script. The
// pre-rendered HTML names its images by path, so the browser must too when the remote is on the page's origin,
// or hydration finds every src different.
declare let __webpack_public_path__: string;
if (typeof location !== 'undefined' && __webpack_public_path__.startsWith(`${location.origin}/`)) {
  __webpack_public_path__ = __webpack_public_path__.slice(location.origin.length);
}
export {};
