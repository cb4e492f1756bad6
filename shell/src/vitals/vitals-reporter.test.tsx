import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Registry, type RemoteRecord, defaultRuntimeConfig } from '@bbg/contract';
import { LoadedFlag, remoteRecord, TestPlatform } from '@bbg/testing';
import { recordLoadedVersion } from '../remotes/loaded-versions';
import { VitalsReporter } from './vitals-reporter';

const mockReportVitals = jest.fn();
const mockModule = { imported: false };
jest.mock('./report-vitals', () => {
  mockModule.imported = true;
  return { reportVitals: mockReportVitals };
});

const record = (remote: string, path: string) => remoteRecord(remote, '1.0.0-new', { previous: ['1.0.0-old'], routes: [{ path, expose: './page', title: 'Page', layout: 'main' }] });
const registry: Registry = { schema: 1, updatedAt: '', remotes: { about: record('about', '/about-us'), brands: record('brands', '/brands') } };

function renderPage(vitalsUrl: string, healthSampleRate = 1) {
  render(
    <TestPlatform path="/about-us" config={{ ...defaultRuntimeConfig, vitalsUrl, healthSampleRate }}>
      <VitalsReporter registry={registry} />
      <LoadedFlag report />
    </TestPlatform>,
  );
}

describe('VitalsReporter', () => {
  beforeEach(() => {
    mockModule.imported = false;
    mockReportVitals.mockResolvedValue({ signal: jest.fn() });
  });

  it('with a healthSampleRate of 0, imports nothing: the page load is sampled out', async () => {
    renderPage('/vitals', 0);
    await userEvent.click(screen.getByRole('button', { name: 'report page loaded' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockModule.imported).toBe(false);
  });

  it('with no vitalsUrl, imports nothing even once the page has loaded', async () => {
    renderPage('');
    await userEvent.click(screen.getByRole('button', { name: 'report page loaded' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockModule.imported).toBe(false);
    expect(mockReportVitals).not.toHaveBeenCalled();
  });

  it('loads the metrics code only once the page reports loaded, and reads the remote versions the page ran', async () => {
    renderPage('/vitals');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockModule.imported).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'report page loaded' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockModule.imported).toBe(true);
    expect(mockReportVitals).toHaveBeenCalledWith(expect.objectContaining({ vitalsUrl: '/vitals', locale: 'en' }));
    // The page shown is the first view, sent through the beacon's queue.
    const { signal } = (await (mockReportVitals.mock.results[0]?.value as Promise<{ signal: jest.Mock }>));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(signal).toHaveBeenCalledWith({ kind: 'view', source: 'about', version: '1.0.0-new', navigation: 'load' });

    const [[{ versions }]] = mockReportVitals.mock.calls as [[{ versions: () => Record<string, string> }]];
    expect(versions()).toEqual({});
    // The fallback served the version before the current one: that is the one the metrics describe.
    recordLoadedVersion(registry.remotes.about as RemoteRecord, '1.0.0-old');
    expect(versions()).toEqual({ about: '1.0.0-old' });
  });
});
