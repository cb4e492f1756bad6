/*
 * Three functions of the federation's bundler runtime (webpack-bundler-runtime: remotes.js, init.js and
 * getSharedFallbackGetter.js) as they behave in the shell, for its production build (why: federation-trim-plugin.ts).
 * The shell names no remote at build time (it registers them at run time) and shares nothing with tree shaking, so
 * it has no share fallbacks (`federation.sharedFallback` is never set).
 * Plain JavaScript: it replaces modules under node_modules, which the TypeScript loader does not compile.
 */

// Rspack wires `__webpack_require__.f.remotes` only for a build that names remotes; the shell names none.
export function remotes() {
  throw new Error('[ Federation Runtime ]: the shell names no remotes at build time (tools/rspack/federation-trim-plugin.ts)');
}

// The original adds a plugin that swaps each share's getter for its fallback's and otherwise returns at once.
export function init({ webpackRequire }) {
  const { initOptions, runtime } = webpackRequire.federation;
  if (!initOptions) throw new Error('initOptions is required!');
  return runtime.init(initOptions);
}

// The original returns the factory as it is when there are no share fallbacks.
export const getSharedFallbackGetter = ({ factory }) => factory;
