import * as v from 'valibot';
import { RegistrySchema, type Registry } from './registry-schema';
import { RemoteRouteSchema, type RemoteRoute } from './remote-route';

/** Checks the registry against its schema (the tools; the shell checks its shape with hasRegistryShape). */
export const isRegistry = (value: unknown): value is Registry => v.is(RegistrySchema, value);

/** A route record as a remote publishes it. */
export const isRemoteRoute = (value: unknown): value is RemoteRoute => v.is(RemoteRouteSchema, value);
