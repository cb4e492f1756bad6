import type { ComponentType } from 'react';
import type { RuntimeConfig } from '../config/runtime-config';
import type { Registry } from './registry';
import type { PageProps, RemoteId } from './remote-contract';

/**
 * The render seam between the shell's Node build (shell/src/server/render.tsx), the pre-render that loads it
 * (tools/prerender) and the browser that adopts what it wrote (shell/src/app): one declaration each side imports.
 */

/** A remote's page as its render bundle gives it: the container's name, the exposed name and the component. */
interface ServerPage {
  /** Federation container name of the remote. */
  readonly container: string;
  readonly expose: string;
  readonly Page: ComponentType<PageProps>;
}

/** One path to render, with what the shell needs to route it and the remote pages it may need. */
interface RenderRequest {
  readonly path: string;
  readonly registry: Registry;
  readonly config: RuntimeConfig;
  /** The remote pages the path may need, from their render bundles. */
  readonly pages: readonly ServerPage[];
}

/** The HTML of #root for one path: the whole page, every Suspense boundary resolved, no inline script. */
export type RenderPage = (request: RenderRequest) => Promise<string>;

/** What the shell's Node build exports, as the pre-render loads it. */
export interface ShellRenderer {
  readonly renderPage: RenderPage;
  /** The one copy of each singleton that remote render bundles get in place of their own. */
  readonly sharedModules: Readonly<Record<string, unknown>>;
  readonly documentTitle: (title: string) => string;
  readonly SITE_NAME: string;
  readonly SITE_DESCRIPTION: string;
  readonly organizationJsonLd: (siteUrl: string) => object;
}

/** The id of the JSON record a pre-rendered document carries about itself (boot.js spells it too). */
export const SERVED_PAGE_ID = 'bbg-page';

/** What the pre-rendered HTML says about itself: which remote version rendered it, absent on the shell's own pages. */
export interface ServedPage {
  readonly remote?: RemoteId;
  readonly version?: string;
  readonly expose?: string;
}
