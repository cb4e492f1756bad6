import { render, screen } from '@testing-library/react';
import type { Locale } from '@bbg/contract';
import { LocaleProvider } from '@bbg/platform';
import { memoryNavigator, RouterProvider } from '@bbg/router';
import { loadShellCopy, ShellCopyProvider } from '../content/shell-copy';
import { RouteError } from './route-error';

async function renderBroken(locale: Locale) {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const Broken = () => {
    throw new Error('Loading chunk 42 failed.');
  };
  render(
    <LocaleProvider locale={locale}>
      <ShellCopyProvider copy={await loadShellCopy(locale)}>
        <RouterProvider navigator={memoryNavigator([{ path: '/', element: <Broken />, errorElement: <RouteError /> }])} />
      </ShellCopyProvider>
    </LocaleProvider>,
  );
}

describe('RouteError', () => {
  it("reads 'Unexpected Application Error!' with the message", async () => {
    await renderBroken('en');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Loading chunk 42 failed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it("speaks the document's language, and leads to that language's home", async () => {
    await renderBroken('fr');
    expect(await screen.findByRole('heading', { name: 'Erreur inattendue de l’application\u00a0!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr');
  });
});
