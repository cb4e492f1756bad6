// First module of a remote's render bundle: its assets' URLs start at the version folder the renderer names.
declare let __webpack_public_path__: string;
declare global {
  var __BBG_PUBLIC_PATH__: string | undefined;
}
// eslint-disable-next-line prefer-const, @typescript-eslint/no-unused-vars -- the bundler's variable: assigning it sets the path
__webpack_public_path__ = globalThis.__BBG_PUBLIC_PATH__ ?? '/';
export {};
