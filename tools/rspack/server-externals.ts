import { sharedDependencies } from './shared-dependencies';

/**
 * What a remote's render bundle takes from the shell's renderer instead of bundling: every singleton the browser
 * shares (one React, one router, one platform signal), subpaths included.
 */
export function serverExternals({ request }: { readonly request?: string }, callback: (error?: Error, result?: string) => void): void {
  const names = Object.keys(sharedDependencies());
  const shared = request !== undefined && names.some((name) => (name.endsWith('/') ? request.startsWith(name) : request === name));
  if (shared) callback(undefined, `commonjs ${request}`);
  else callback();
}
