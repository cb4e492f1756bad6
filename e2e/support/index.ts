/**
 * The e2e workspace's front door (`@bbg/e2e`): what a remote's own Playwright suite, `mfe-<id>/e2e/*.spec.ts`, may use.
 * The composed site's journeys (e2e/site/) reach the other helpers beside this file by path.
 */
export { expectAccessible } from './axe';
export { watchPage } from './page-health';
export { standaloneSuite } from './standalone-suite';
