import { registerPlugins } from '@module-federation/enhanced/runtime';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { loadRuntimeConfig } from '@bbg/shared/config/load-runtime-config';
import { RuntimeConfigProvider } from '@bbg/shared/platform';
import { federationPlugin } from '../remotes/federation-plugin';
import { loadRegistry } from '../registry/load-registry';
import { createRoutes } from './create-routes';
import '@bbg/shared/styles/fonts.css';
import '@bbg/shared/styles/tokens.css';
import './global.css';

async function start(): Promise<void> {
  registerPlugins([federationPlugin({ enforceIntegrity: process.env.NODE_ENV === 'production' })]);
  const [config, registry] = await Promise.all([loadRuntimeConfig(), loadRegistry(window.location.origin)]);
  const router = createBrowserRouter(createRoutes(registry));
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  document.documentElement.dataset.registry = registry.source;
  createRoot(root).render(
    <StrictMode>
      <RuntimeConfigProvider config={config}>
        <RouterProvider router={router} />
      </RuntimeConfigProvider>
    </StrictMode>,
  );
}

void start();
