import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale, PageProps } from '@bbg/contract';
import { LocaleProvider } from '@bbg/platform';
import { LoadedFlag, remoteRecord, TestPlatform } from '@bbg/testing';
import { loadShellCopy, ShellCopyProvider } from '../content/shell-copy';
import { WithShellCopy } from '../content/shell-copy.fixture';
import { loadRemotePage } from './load-remote-page';
import { RemotePage } from './remote-page';

jest.mock('./load-remote-page');
const load = jest.mocked(loadRemotePage);

const record = remoteRecord('legal', '1');
const route = { path: '/privacy-policy', expose: './privacy-policy', title: 'Privacy Policy', layout: 'main', header: 'light', content: 'privacy' } as const;

// Loaded pages are kept per container: each test renders a container of its own.
let renders = 0;
const renderPage = () =>
  act(async () => {
    renders += 1;
    render(
      <TestPlatform path="/privacy-policy">
        <WithShellCopy>
        <main tabIndex={-1}>
          <RemotePage record={{ ...record, name: `mfe_legal_${renders}` }} route={route} registryUrl="http://localhost/registry.json" />
        </main>
        <LoadedFlag />
        </WithShellCopy>
      </TestPlatform>,
    );
  });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

describe('RemotePage', () => {
  it('renders the remote page once it has loaded', async () => {
    load.mockResolvedValue(() => <h1>Privacy Policy</h1>);
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();
  });

  it('hands the page its route record, so the page reads its content key instead of the URL', async () => {
    load.mockResolvedValue(({ route: given }: PageProps) => <h1>{`${given.title}: ${given.content ?? 'none'}`}</h1>);
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'Privacy Policy: privacy' })).toBeInTheDocument();
  });

  it('shows the section fallback when the remote cannot be loaded, reports the page loaded, and Retry loads it', async () => {
    load.mockRejectedValueOnce(new Error('404')).mockResolvedValueOnce(() => <h1>Privacy Policy</h1>);
    await renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Legal is unavailable right now');
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    // The pressed button is gone with the fallback: focus waits on the main content, not on the page's top.
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('contains a page that throws while rendering', async () => {
    load.mockResolvedValue(() => {
      throw new Error('render failed');
    });
    await renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Legal is unavailable right now');
  });

  it.each([
    ['fr', 'La page « Politique de confidentialité » est momentanément indisponible'],
    ['ar', 'صفحة «\u2068سياسة الخصوصية\u2069» غير متاحة حاليًا'],
  ] as const)('names the page in the document’s language when it cannot be loaded (%s), not the English section', async (locale: Locale, message) => {
    load.mockRejectedValueOnce(new Error('404'));
    const heads = { fr: { title: 'Politique de confidentialité', description: '' }, ar: { title: 'سياسة الخصوصية', description: '' } };
    const copy = await loadShellCopy(locale);
    renders += 1;
    await act(async () => {
      render(
        <TestPlatform path="/privacy-policy">
          <LocaleProvider locale={locale}>
            <ShellCopyProvider copy={copy}>
              <RemotePage record={{ ...record, name: `mfe_legal_${renders}` }} route={{ ...route, heads }} registryUrl="http://localhost/registry.json" />
            </ShellCopyProvider>
          </LocaleProvider>
        </TestPlatform>,
      );
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).not.toHaveTextContent('Legal');
  });
});
