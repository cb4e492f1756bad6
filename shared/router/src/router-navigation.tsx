import type { ReactNode } from 'react';
import { NavigationProvider, type Navigation } from '@bbg/platform';
import { Link, useHref, useLocation, useNavigate, useParams } from './router';

/** The platform's navigation contract, served by our router (the shell's, or a standalone frame's). */
const routerNavigation: Navigation = { Link, useLocation, useNavigate, useParams, useHref };

/** Place inside a RouterProvider: remotes and the kit then navigate through it. */
export function RouterNavigation({ children }: { readonly children: ReactNode }) {
  return <NavigationProvider navigation={routerNavigation}>{children}</NavigationProvider>;
}
