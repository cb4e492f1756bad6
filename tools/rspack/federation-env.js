/*
 * The federation SDK's environment checks (the same exports as @module-federation/sdk/dist/env.js), less its debug
 * switch. The SDK asks on start whether to log (a localStorage key), and a page's first localStorage read opens the
 * store synchronously: about 100 ms of the shell entry's start-up task at 4x CPU. Production builds take this file
 * in place of the SDK's (FederationQuietEnvPlugin); development builds keep the SDK's, debug switch included.
 * Plain JavaScript: it replaces a module under node_modules, which the TypeScript loader does not compile.
 */
/* global ENV_TARGET */
export const isBrowserEnvValue = typeof ENV_TARGET !== 'undefined' ? ENV_TARGET === 'web' : typeof window !== 'undefined' && typeof window.document !== 'undefined';

export const isBrowserEnv = () => isBrowserEnvValue;

export const isReactNativeEnv = () => typeof navigator !== 'undefined' && navigator.product === 'ReactNative';

export const isDebugMode = () => false;

export const getProcessEnv = () => (typeof process !== 'undefined' && process.env ? process.env : {});
