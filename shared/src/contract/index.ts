export type { RemoteId, RemoteRoute, RouteLayout, HeaderLook, ContentKey, PageProps, RemotePageModule, PageTable, RouteOf } from './remote-contract';
export type { Registry, RemoteRecord, RemoteVersion } from './registry';
export { REGISTRY_FILE, INTEGRITY_FILE, ROUTES_FILE, stagedOf, versionBefore } from './registry';
export { hasValidStaged, isRegistry, isRemoteRoute } from './validate-registry';
export { paths } from './paths';
/** @internal (exported for tests and tools only) */
export { pagePaths } from './paths';
export type { PagePath, InternalHref, ExternalHref } from './paths';
export { PREVIEW_PARAM, parsePreviewValue, previewValue } from './preview';
export type { PageHead, RenderedPage, RenderPage, ServedPage, ShellRenderer } from './render';
export { SERVED_PAGE_ID } from './render';
