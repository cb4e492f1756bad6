import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { browserNavigator } from '@bbg/shared/navigation/router/react-router-navigator';
import { RouterProvider } from '@bbg/shared/navigation/router/router';
import { defaultRuntimeConfig } from '@bbg/shared/config/runtime-config';
import { RouterNavigation } from '@bbg/shared/navigation/router-navigation';
import { PageLoadedProvider, RuntimeConfigProvider } from '@bbg/shared/platform';
import { ToastHost } from '@bbg/shared/ui/toasts/toasts';
import '@bbg/shared/styles/fonts.css';
import '@bbg/shared/styles/tokens.css';
import '@bbg/shared/styles/base.css';
import { CataloguePage } from './catalogue-page';

const routes = [
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
];

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RuntimeConfigProvider config={defaultRuntimeConfig}>
        <RouterProvider navigator={browserNavigator(routes)} />
      </RuntimeConfigProvider>
    </StrictMode>,
  );
}
