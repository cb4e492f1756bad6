import { join } from 'node:path';
import { rspack, type Compiler } from '@rspack/core';
import { repoRoot } from '../apps';

/** The SDK module that holds the debug switch (why it is swapped: federation-env.js). */
const FEDERATION_ENV = /[\\/]@module-federation[\\/]sdk[\\/]dist[\\/]env\.js$/;

/** Builds the federation runtime with tools/rspack/federation-env.js in place of the SDK's env.js. */
export class FederationQuietEnvPlugin {
  apply(compiler: Compiler): void {
    new rspack.NormalModuleReplacementPlugin(FEDERATION_ENV, join(repoRoot, 'tools/rspack/federation-env.js')).apply(compiler);
  }
}
