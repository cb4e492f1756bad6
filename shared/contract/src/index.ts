export type { RemoteId, RemoteRoute, RouteLayout, HeaderLook, ContentKey, PageProps, RemotePageModule, PageTable, RouteOf } from './remote-contract';
export type { Registry, RemoteRecord, RemoteVersion } from './registry';
export { REGISTRY_FILE, INTEGRITY_FILE, ROUTES_FILE, stagedOf, versionBefore } from './registry';
export { hasValidStaged, isRegistry, isRemoteRoute } from './validate-registry';
export { paths } from './paths';
/** @internal (exported for tests and tools only) */
export { pagePaths } from './paths';
export type { PagePath, InternalHref, ExternalHref, SectionHref } from './paths';
export { defaultRuntimeConfig, parseRuntimeConfig } from './runtime-config';
export type { RuntimeConfig } from './runtime-config';
export { PREVIEW_PARAM, parsePreviewValue, previewValue } from './preview';
export type { PageHead, RenderedPage, RenderPage, ServedPage, ShellRenderer } from './render';
export { SERVED_PAGE_ID } from './render';
export type { RenderState } from './document';
export { brandSites, shareTargets, socialLinks } from './external-links';
export { ENQUIRY_PATH } from './enquiry';
export { PICTURE_WIDTHS, pictureWidths } from './picture-widths';
export { withTimeout } from './with-timeout';
