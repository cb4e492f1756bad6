import { registerPlugins } from '@module-federation/enhanced/runtime';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@bbg/shared/navigation/router/router';
import { servedBranch } from '@bbg/shared/navigation/router/route-object';
import { servedNavigator } from '@bbg/shared/navigation/router/served-navigator';
import type { SiteNavigator } from '@bbg/shared/navigation/router/navigator';
import { whenIdle } from '@bbg/shared/hydration/triggers';
import { loadRuntimeConfig } from '@bbg/shared/config/load-runtime-config';
import type { RemoteId } from '@bbg/shared/contract';
import { RuntimeConfigProvider } from '@bbg/shared/platform';
import { isAdopting, setRenderState } from '@bbg/shared/hydration/adoption';
import { comeAlive } from '@bbg/shared/hydration/early-events';
import { federationPlugin } from '../remotes/federation-plugin';
import { loadRemoteVersion } from '../remotes/load-remote-page';
import { putReadyPage } from '../remotes/page-cache';
import { loadHome } from '../pages/home/home-route';
import { loadRegistry, type LoadedRegistry } from '../registry/load-registry';
import { createRoutes } from './create-routes';
import { readServedPage } from './served-page';
import '@bbg/shared/styles/fonts.css';
import '@bbg/shared/styles/tokens.css';
import '@bbg/shared/styles/base.css';

/**
 * Can the served HTML be adopted? Yes for the shell's own pages; for a remote's, once exactly the version that
 * rendered it is loaded (hydrating another version's page would not match). Otherwise the page renders afresh.
 */
async function adoptable({ registry, baseUrl }: LoadedRegistry): Promise<boolean> {
  const served = readServedPage();
  if (!served) return false;
  if (!served.remote) {
    await loadHome();
    return true;
  }
  const record = registry.remotes[served.remote as RemoteId];
  if (!record || !served.version || !served.expose) return false;
  try {
    putReadyPage(record.name, served.expose, await loadRemoteVersion(record, served.version, served.expose, baseUrl));
    return true;
  } catch (error) {
    console.error(`${record.section}: the version that rendered this page (${served.version}) could not be loaded:`, error);
    return false;
  }
}

/** React Router, off the critical path: loaded for the first client navigation, or once the adopted page is idle. */
const loadRouter = () => import('@bbg/shared/navigation/router/react-router-navigator').then((module) => module.browserNavigator);

/** Marks the page live once the root has committed (after every adopted part's own effects). */
function Adopted({ onAdopted, children }: { readonly onAdopted: () => void; readonly children: ReactNode }) {
  useEffect(() => {
    if (isAdopting()) setRenderState('adopted');
    // Presses on the page's scripted buttons held since the first paint happen now, once.
    comeAlive(document.documentElement);
    onAdopted();
  }, [onAdopted]);
  return children;
}

async function start(): Promise<void> {
  registerPlugins([federationPlugin({ enforceIntegrity: process.env.NODE_ENV === 'production' })]);
  const [config, loaded] = await Promise.all([loadRuntimeConfig(), loadRegistry(window.location.origin)]);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  document.documentElement.dataset.registry = loaded.source;
  const routes = createRoutes(loaded);
  const branch = servedBranch(routes, window.location.pathname);
  const hydrate = branch !== null && root.hasChildNodes() && (await adoptable(loaded));
  let navigator: SiteNavigator;
  let onAdopted = (): void => undefined;
  if (hydrate) {
    const served = servedNavigator(routes, branch, loadRouter);
    navigator = served;
    onAdopted = () => void whenIdle(() => void served.prepare().catch(() => undefined));
  } else {
    navigator = (await loadRouter())(routes);
  }
  const app = (
    <StrictMode>
      <RuntimeConfigProvider config={config}>
        <Adopted onAdopted={onAdopted}>
          <RouterProvider navigator={navigator} />
        </Adopted>
      </RuntimeConfigProvider>
    </StrictMode>
  );
  // Tests and support read how the page came to life: served HTML adopting, then adopted in place, or rendered in
  // the browser. Parts rendered while adopting may stay dormant (islands, shared/src/hydration/island.tsx).
  if (hydrate) {
    setRenderState('adopting');
    // A transition: React adopts the document in slices and yields to the visitor between them.
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError: (error, info) => console.error('Hydration mismatch (the served HTML was not adopted as is):', error, info.componentStack),
      });
    });
  } else {
    setRenderState('client');
    root.replaceChildren();
    createRoot(root).render(app);
  }
}

void start();
