export type { RemoteId, RemoteRoute, RouteLayout, HeaderLook, ContentKey, PageProps, RemotePageModule, PageTable, RouteOf } from './remote-contract';
export type { Registry, RemoteRecord, RemoteVersion } from './registry';
export { REGISTRY_FILE, INTEGRITY_FILE, ROUTES_FILE, stagedOf, versionBefore } from './registry';
export { hasValidStaged, isRegistry, isRemoteRoute } from './validate-registry';
export { paths, pagePaths } from './paths';
export type { SitePath, PagePath, InternalHref } from './paths';
export { PREVIEW_PARAM, isVersionName, parsePreviewValue, previewValue } from './preview';
export type { PreviewAsk } from './preview';
