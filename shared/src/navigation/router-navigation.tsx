import type { ReactNode } from 'react';
import { Link, useHref, useLocation, useNavigate, useParams } from 'react-router-dom';
import { NavigationProvider, type Navigation } from '@bbg/shared/platform';

/** The platform's navigation contract, served by React Router (the shell's router, or a standalone frame's). */
export const routerNavigation: Navigation = { Link, useLocation, useNavigate, useParams, useHref };

/** Place inside a React Router router: remotes and the kit then navigate through it. */
export function RouterNavigation({ children }: { readonly children: ReactNode }) {
  return <NavigationProvider navigation={routerNavigation}>{children}</NavigationProvider>;
}
