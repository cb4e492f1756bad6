export type { RemoteId, RemoteRoute, RouteLayout, RemotePageModule, ExposeOf, PageLoaders } from './remote-contract';
export type { Registry, RemoteRecord, RemoteVersion } from './registry';
export { REGISTRY_FILE, INTEGRITY_FILE, ROUTES_FILE } from './registry';
export { isRegistry } from './validate-registry';
