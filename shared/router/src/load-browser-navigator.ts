/** React Router's code, off the critical path: the shell loads it for the first client navigation or once idle. */
export const loadBrowserNavigator = () => import('./react-router-navigator').then((module) => module.browserNavigator);
