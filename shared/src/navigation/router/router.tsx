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
import type { NavigateOptions, NavigationLinkProps, NavigationLocation, NavigationTarget } from '../../platform/navigation';
import type { LocationSource } from './location-source';
import { matchRoutes, type Params, type RouteObject } from './match-routes';

interface RouterState {
  readonly location: NavigationLocation;
  readonly source: LocationSource;
}

interface RouteState {
  readonly outlet: ReactNode;
  readonly params: Params;
  readonly error?: unknown;
}

const RouterContext = createContext<RouterState | null>(null);
const RouteContext = createContext<RouteState>({ outlet: null, params: {} });

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Router hooks used outside a RouterProvider');
  return router;
}

const withPrefix = (value: string | undefined, prefix: string): string => (!value ? '' : value.startsWith(prefix) ? value : `${prefix}${value}`);

/** The href a target leads to from the current location (a hash or search alone keeps the path, as in React Router). */
export function resolveHref(to: NavigationTarget, from: NavigationLocation): string {
  if (typeof to === 'string') return new URL(to, `http://localhost${from.pathname}`).href.slice('http://localhost'.length);
  return `${to.pathname ?? from.pathname}${withPrefix(to.search, '?')}${withPrefix(to.hash, '#')}`;
}

export const useLocation = (): NavigationLocation => useRouter().location;
export const useParams = (): Params => useContext(RouteContext).params;
export const useOutlet = (): ReactNode => useContext(RouteContext).outlet;
export const useRouteError = (): unknown => useContext(RouteContext).error;
export const useHref = (to: NavigationTarget): string => resolveHref(to, useRouter().location);

export function useNavigate(): (to: NavigationTarget, options?: NavigateOptions) => void {
  const { source } = useRouter();
  return useCallback((to, options) => source.go(resolveHref(to, source.read()), options?.replace ?? false), [source]);
}

export function Outlet() {
  return <>{useOutlet()}</>;
}

export function Navigate({ to, replace = false }: { readonly to: NavigationTarget; readonly replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>): boolean =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey && (!event.currentTarget.target || event.currentTarget.target === '_self');

/** An anchor that navigates in place; a link to where you are replaces the entry, as React Router's does. */
export function Link({ to, replace, onClick, children, ...props }: NavigationLinkProps) {
  const { location, source } = useRouter();
  const href = resolveHref(to, location);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    const current = source.read();
    source.go(href, replace ?? href === `${current.pathname}${current.search}${current.hash}`);
  };
  return (
    <a {...props} href={href} onClick={handleClick}>
      {children}
    </a>
  );
}

export interface NavLinkProps extends Omit<NavigationLinkProps, 'className'> {
  readonly className?: string | ((state: { readonly isActive: boolean }) => string | undefined);
}

/** A link that knows it leads to the current page (or one below it): aria-current="page", and class `active`. */
export function NavLink({ className, to, ...props }: NavLinkProps) {
  const { location } = useRouter();
  const target = resolveHref(to, location).split(/[?#]/)[0]?.toLowerCase() ?? '';
  const here = location.pathname.toLowerCase();
  const isActive = here === target || (target !== '/' && here.startsWith(`${target.replace(/\/$/, '')}/`));
  const classes = typeof className === 'function' ? className({ isActive }) : [className, isActive ? 'active' : undefined].filter(Boolean).join(' ');
  return <Link {...props} to={to} className={classes || undefined} aria-current={isActive ? 'page' : undefined} />;
}

interface BoundaryProps {
  readonly fallback: ReactNode;
  readonly pathname: string;
  readonly params: Params;
  readonly children: ReactNode;
}

/** A route's errorElement in place of its element when rendering fails; cleared by the next navigation. */
class RouteErrorBoundary extends Component<BoundaryProps, { readonly error?: unknown; readonly pathname?: string }> {
  override state: { readonly error?: unknown; readonly pathname?: string } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { readonly error?: unknown; readonly pathname?: string }) {
    if (state.error === undefined) return { pathname: props.pathname };
    return state.pathname === props.pathname ? null : { error: undefined, pathname: props.pathname };
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    return <RouteContext.Provider value={{ outlet: null, params: this.props.params, error }}>{this.props.fallback}</RouteContext.Provider>;
  }
}

/** Renders the routes matching the source's location, each layout's Outlet holding the next. */
export function RouterProvider({ routes, source }: { readonly routes: readonly RouteObject[]; readonly source: LocationSource }) {
  const location = useSyncExternalStore(source.subscribe, source.read, source.read);
  const router = useMemo(() => ({ location, source }), [location, source]);
  const match = useMemo(() => matchRoutes(routes, location.pathname), [routes, location.pathname]);
  const tree = (match?.routes ?? []).reduceRight<ReactNode>((outlet, route) => {
    const element = <RouteContext.Provider value={{ outlet, params: match?.params ?? {} }}>{route.element ?? <Outlet />}</RouteContext.Provider>;
    if (route.errorElement === undefined) return element;
    return (
      <RouteErrorBoundary fallback={route.errorElement} pathname={location.pathname} params={match?.params ?? {}}>
        {element}
      </RouteErrorBoundary>
    );
  }, null);
  return <RouterContext.Provider value={router}>{tree}</RouterContext.Provider>;
}

export type { RouteObject } from './match-routes';
