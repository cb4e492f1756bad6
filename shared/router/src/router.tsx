import {
  Component,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { isPlainClick } from '@bbg/contract';
import type { NavigateOptions, NavigationLinkProps, NavigationLocation, NavigationTarget } from '@bbg/platform';
import { hrefOf, withBasename, type SiteNavigator } from './navigator';
import type { Params, RouteMatch } from './route-object';

interface RouteState {
  readonly outlet: ReactNode;
  readonly params: Params;
  readonly error?: unknown;
}

const NavigatorContext = createContext<SiteNavigator | null>(null);
const RouteContext = createContext<RouteState>({ outlet: null, params: {} });

function useNavigator(): SiteNavigator {
  const navigator = useContext(NavigatorContext);
  if (!navigator) throw new Error('Router hooks used outside a RouterProvider');
  return navigator;
}

const withPrefix = (value: string | undefined, prefix: string): string => (!value ? '' : value.startsWith(prefix) ? value : `${prefix}${value}`);

/** The href a target leads to from the current location (a hash or search alone keeps the path, as in React Router). */
export function resolveHref(to: NavigationTarget, from: NavigationLocation): string {
  if (typeof to === 'string') return new URL(to, `http://localhost${from.pathname}`).href.slice('http://localhost'.length);
  return `${to.pathname ?? from.pathname}${withPrefix(to.search, '?')}${withPrefix(to.hash, '#')}`;
}

/** The location, read from a store: only the parts that read it re-render when it changes. */
export function useLocation(): NavigationLocation {
  const navigator = useNavigator();
  return useSyncExternalStore(navigator.subscribe, navigator.location, navigator.location);
}

export const useParams = (): Params => useContext(RouteContext).params;
const useOutlet = (): ReactNode => useContext(RouteContext).outlet;
export const useRouteError = (): unknown => useContext(RouteContext).error;
/** The href of a target as the address bar writes it: under the document's locale prefix. */
export const useHref = (to: NavigationTarget): string => withBasename(useNavigator().basename, resolveHref(to, useLocation()));

export function useNavigate(): (to: NavigationTarget, options?: NavigateOptions) => void {
  const navigator = useNavigator();
  return useCallback((to, options) => navigator.navigate(resolveHref(to, navigator.location()), options?.replace ?? false), [navigator]);
}

export function Outlet() {
  return <>{useOutlet()}</>;
}

export function Navigate({ to, replace = false }: { readonly to: NavigationTarget; readonly replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

/** A plain click on a link that opens in this tab: the router's to take over. */
const isPlainClickHere = (event: MouseEvent<HTMLAnchorElement>): boolean => isPlainClick(event) && (!event.currentTarget.target || event.currentTarget.target === '_self');

/** A real link (it works before scripts and in a new tab); a plain click navigates in place through React Router. */
export function Link({ to, replace, onClick, children, ...props }: NavigationLinkProps) {
  const navigator = useNavigator();
  const href = resolveHref(to, useLocation());
  const handleClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClickHere(event)) return;
    event.preventDefault();
    // A link to where you are replaces the entry, as React Router's Link does.
    navigator.navigate(href, replace ?? href === hrefOf(navigator.location()));
  };
  return (
    <a {...props} href={withBasename(navigator.basename, href)} onClick={handleClick}>
      {children}
    </a>
  );
}

export interface NavLinkProps extends Omit<NavigationLinkProps, 'className'> {
  readonly className?: string | ((state: { readonly isActive: boolean }) => string | undefined);
}

/** A link that knows it leads to the current page (or one below it): aria-current="page", and class `active`. */
export function NavLink({ className, to, ...props }: NavLinkProps) {
  const location = useLocation();
  const target = resolveHref(to, location).split(/[?#]/)[0]?.toLowerCase() ?? '';
  const here = location.pathname.toLowerCase();
  const isActive = here === target || (target !== '/' && here.startsWith(`${target.replace(/\/$/, '')}/`));
  const classes = typeof className === 'function' ? className({ isActive }) : [className, isActive ? 'active' : undefined].filter(Boolean).join(' ');
  return <Link {...props} to={to} className={classes || undefined} aria-current={isActive ? 'page' : undefined} />;
}

interface BoundaryProps {
  readonly fallback: ReactNode;
  readonly matches: readonly RouteMatch[];
  readonly params: Params;
  readonly children: ReactNode;
}

interface BoundaryState {
  readonly error?: unknown;
  readonly matches?: readonly RouteMatch[];
}

/** A route's errorElement in place of its element when rendering fails; cleared by the next navigation. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = {};

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    if (state.error === undefined) return { matches: props.matches };
    return state.matches === props.matches ? null : { error: undefined, matches: props.matches };
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    return <RouteContext.Provider value={{ outlet: null, params: this.props.params, error }}>{this.props.fallback}</RouteContext.Provider>;
  }
}

/** Each layout's Outlet holding the next: the one renderer of the pre-render, the adopted page and client navigations. */
function renderMatches(matches: readonly RouteMatch[]): ReactNode {
  return matches.reduceRight<ReactNode>((outlet, { route, params }) => {
    const element = <RouteContext.Provider value={{ outlet, params }}>{route.element ?? <Outlet />}</RouteContext.Provider>;
    if (route.errorElement === undefined) return element;
    return (
      <RouteErrorBoundary fallback={route.errorElement} matches={matches} params={params}>
        {element}
      </RouteErrorBoundary>
    );
  }, null);
}

/**
 * Renders what the navigator's location matches. React Router owns history, matching and navigation (see
 * react-router-navigator.ts); a served document is adopted with the branch it was rendered for, before React
 * Router has loaded (served-navigator.ts).
 */
export function RouterProvider({ navigator }: { readonly navigator: SiteNavigator }) {
  const matches = useSyncExternalStore(navigator.subscribe, navigator.matches, navigator.matches);
  const tree = useMemo(() => renderMatches(matches), [matches]);
  return <NavigatorContext.Provider value={navigator}>{tree}</NavigatorContext.Provider>;
}

export type { Params, RouteObject } from './route-object';
