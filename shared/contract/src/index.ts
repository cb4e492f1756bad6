export type { RemoteId, RemoteRoute, RouteLayout, HeaderLook, ContentKey, CopyLoaders, PageProps, RemotePageModule, PageTable, RouteOf } from './remote-contract';
export { routeHeadIn } from './route-head';
export type { Registry, RemoteRecord, RemoteVersion } from './registry';
export { REGISTRY_FILE, INTEGRITY_FILE, ROUTES_FILE, ENTRY_SCRIPT_FILE, MANIFEST_FILE, canaryOf, previewableOf, stagedOf, versionBefore, withCanary } from './registry';
export { COHORT_COOKIE, cohortCookie, cohortFromCookies, cohortPosition, inCanary, newCohort, parseCohort } from './cohort';
export { routePattern } from './route-pattern';
export { isRegistry, isRemoteRoute } from './validate-registry';
export { firstRouteOfEachModule } from './page-modules';
export { hasRegistryShape } from './registry-shape';
export { RegistrySchema } from './registry-schema';
export { describeIssue } from './schema-issue';
export { checkBeacon, LOAD_FAILURES, SHELL_SOURCE, SIGNAL_KINDS, VITAL_NAMES } from './vitals-beacon';
export type { LoadFailure, SignalKind, VitalName, VitalsBeacon } from './vitals-beacon';
export type { ExternalHref, InternalHref, PagePath, PathOf, PathTable, SectionHref, SitePath, SitePaths } from './paths';
export { parseRuntimeConfig } from './runtime-config';
export { CONFIG_FILE, defaultRuntimeConfig, readRuntimeConfig } from './runtime-config-rules';
export type { RuntimeConfig } from './runtime-config';
export { PREVIEW_PARAM, parsePreviewValue, previewValue } from './preview';
export type { PageAlternate, PageHead, RenderedPage, RenderPage, ServedPage, ShellRenderer } from './render';
export type { DisclosurePress, EarlyEvent, EntryRecord, FaceDescriptors, IslandPolicy, LateFaces, LateFacesJoined, RenderState } from './document';
export {
  AWAITED_ATTRIBUTE,
  BOOT_AT_ATTRIBUTE,
  DISCLOSURE_ATTRIBUTE,
  EARLY_EVENTS_GLOBAL,
  ENTRY_ID,
  HERO_ATTRIBUTE,
  HERO_MEDIA_ATTRIBUTE,
  HERO_SHOWN_CLASS,
  AFTER_HERO_SHOWN_CLASS,
  HERO_WAITS_FOR_MEDIA,
  HYDRATE_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  LATE_FACES_ATTRIBUTE,
  LATE_FACES_ID,
  LIVE_ATTRIBUTE,
  NAVIGATED_ATTRIBUTE,
  partsComingAlive,
  PREVIEW_BAR_ATTRIBUTE,
  PREVIEW_REPLACES_ATTRIBUTE,
  PREVIEW_SESSION_KEY,
  RENDER_ATTRIBUTE,
  REPLAY_ATTRIBUTE,
  REPLAYING_ATTRIBUTE,
  SCRIPTED_CLASS,
  SERVED_PAGE_ID,
  SHELL_COPY_ID,
  SLICE_ATTRIBUTE,
  VISITED_CLASS,
  VISITED_KEY,
} from './document';
export { brandSites, shareTargets, socialLinks } from './external-links';
export { ENQUIRY_PATH } from './enquiry';
export { PICTURE_WIDTHS, pictureWidths } from './picture-widths';
export { withTimeout } from './with-timeout';
export { isPlainClick } from './plain-click';
export { isRemoteId, REMOTE_ID_PATTERN, RemoteDeclarationSchema } from './remote-declaration';
export type { RemoteDeclaration } from './remote-declaration';
export { DEFAULT_LOCALE, INTL_LOCALES, isLocale, LOCALE_INFO, LOCALES, OG_LOCALES, localeOfPath, localePrefix, localizedPath, pathInLocale, reviewedLocales, VERBATIM_KEYS } from './locales';
export type { Locale, LocaleInfo, Localized, Words } from './locales';
export { TRANSLATIONS_FILE, TranslationsSchema } from './translations';
export type { Translations } from './translations';
export { fill } from './kit-words';
export type { KitWords } from './kit-words';
