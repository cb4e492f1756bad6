// First module of a remote's render bundle: its assets' URLs start at the version folder the renderer names.
declare let __webpack_public_path__: string;
declare global {
  var __BBG_PUBLIC_PATH__: string | undefined;
}
__webpack_public_path__ = globalThis.__BBG_PUBLIC_PATH__ ?? '/';
export {};
