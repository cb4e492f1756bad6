import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode } from 'react';

/** A path, or the parts of one (a hash alone keeps the current path). */
export type NavigationTarget = string | { readonly pathname?: string; readonly search?: string; readonly hash?: string };

export interface NavigationLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  readonly to: NavigationTarget;
  readonly replace?: boolean;
}

export interface NavigationLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

export interface NavigateOptions {
  readonly replace?: boolean;
  readonly preventScrollReset?: boolean;
}

/**
 * What a remote needs from the router, provided by whoever owns it (the shell, or the standalone frame).
 * Remotes and the kit reach navigation only through this, so the router is bundled once, by its owner,
 * instead of being shared whole (a shared module is never tree-shaken).
 */
export interface Navigation {
  readonly Link: ComponentType<NavigationLinkProps>;
  readonly useLocation: () => NavigationLocation;
  readonly useNavigate: () => (to: NavigationTarget, options?: NavigateOptions) => void;
  readonly useParams: () => Readonly<Record<string, string | undefined>>;
  readonly useHref: (to: NavigationTarget) => string;
}

const NavigationContext = createContext<Navigation | null>(null);

export function NavigationProvider({ navigation, children }: { readonly navigation: Navigation; readonly children: ReactNode }) {
  return <NavigationContext.Provider value={navigation}>{children}</NavigationContext.Provider>;
}

function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('Navigation used outside a NavigationProvider (the shell or the standalone frame provides it)');
  return navigation;
}

export function Link(props: NavigationLinkProps) {
  const { Link: RouterLink } = useNavigation();
  return <RouterLink {...props} />;
}

// The provider's value never changes, so each hook below always calls the same router hook.
export const useLocation = (): NavigationLocation => useNavigation().useLocation();
export const useNavigate = () => useNavigation().useNavigate();
export const useParams = () => useNavigation().useParams();
export const useHref = (to: NavigationTarget): string => useNavigation().useHref(to);
