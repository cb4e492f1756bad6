export type { SiteNavigator } from './navigator';
export { browserNavigator, memoryNavigator, serverNavigator } from './react-router-navigator';
export { loadBrowserNavigator } from './load-browser-navigator';
export { isPath, servedBranch } from './route-object';
export { routeRecordAt } from './route-record-at';
export { RouterNavigation } from './router-navigation';
export { Link, NavLink, Navigate, Outlet, RouterProvider, useLocation, useRouteError } from './router';
export type { RouteObject } from './router';
export { servedNavigator } from './served-navigator';
