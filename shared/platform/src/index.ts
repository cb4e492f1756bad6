/**
 * Stateful pieces the shell and every remote use together. This entry is a Module Federation
 * singleton: one copy at run time, or a remote's page would report to a context the shell never reads.
 */
export { PageLoadedProvider, usePageLoaded, useReportPageLoaded } from './page-loaded';
export { useServedRender } from './use-served-render';
export { RuntimeConfigProvider, useRuntimeConfig } from './runtime-config-context';
export { Link, NavigationProvider, useHref, useLocation, useNavigate, useParams } from './navigation';
export type { Navigation, NavigationLinkProps, NavigationLocation, NavigationTarget, NavigateOptions } from './navigation';
export { LocaleProvider, useLocale } from './locale';
export { KitWordsProvider, useProvidedKitWords } from './kit-words';
