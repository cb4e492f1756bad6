import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { defaultRuntimeConfig } from '@bbg/shared/config/runtime-config';
import { RouterNavigation } from '@bbg/shared/navigation/router-navigation';
import { PageLoadedProvider, RuntimeConfigProvider } from '@bbg/shared/platform';
import { ToastHost } from '@bbg/shared/ui/toasts/toasts';
import '@bbg/shared/styles/fonts.css';
import '@bbg/shared/styles/tokens.css';
import '@bbg/shared/standalone/standalone-base.css';
import { CataloguePage } from './catalogue-page';

const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <RouterNavigation>
        <PageLoadedProvider pathname="/catalogue">
          <ToastHost />
          <CataloguePage />
        </PageLoadedProvider>
      </RouterNavigation>
    ),
  },
]);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RuntimeConfigProvider config={defaultRuntimeConfig}>
        <RouterProvider router={router} />
      </RuntimeConfigProvider>
    </StrictMode>,
  );
}
