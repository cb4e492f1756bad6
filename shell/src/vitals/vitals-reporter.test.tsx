import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Registry, RemoteRecord } from '@bbg/shared/contract';
import { defaultRuntimeConfig } from '@bbg/shared/config/runtime-config';
import { PageLoadedProvider, RuntimeConfigProvider, usePageLoaded } from '@bbg/shared/platform';
import { recordLoadedVersion } from '../remotes/loaded-versions';
import { reportVitals } from './report-vitals';
import { VitalsReporter } from './vitals-reporter';

jest.mock('./report-vitals', () => ({ ...jest.requireActual('./report-vitals'), reportVitals: jest.fn(() => Promise.resolve()) }));

const record = (name: string): RemoteRecord => ({ name, section: name, current: '1.0.0-new', previous: ['1.0.0-old'], versions: {} });
const registry: Registry = { schema: 1, updatedAt: '', remotes: { about: record('mfe_about'), brands: record('mfe_brands') } };

function HeroProbe() {
  const { markLoaded } = usePageLoaded();
  return (
    <button type="button" onClick={markLoaded}>
      hero loaded
    </button>
  );
}

describe('VitalsReporter', () => {
  it('starts the metrics once the page reports loaded, with the landing route and the remote versions the page ran', async () => {
    window.history.pushState({}, '', '/about-us');
    render(
      <RuntimeConfigProvider config={{ ...defaultRuntimeConfig, vitalsUrl: '/vitals' }}>
        <PageLoadedProvider pathname="/about-us">
          <VitalsReporter registry={registry} />
          <HeroProbe />
        </PageLoadedProvider>
      </RuntimeConfigProvider>,
    );
    expect(reportVitals).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'hero loaded' }));
    expect(reportVitals).toHaveBeenCalledWith(expect.objectContaining({ vitalsUrl: '/vitals', route: '/about-us' }));

    const [[{ versions }]] = jest.mocked(reportVitals).mock.calls as [[Parameters<typeof reportVitals>[0]]];
    expect(versions()).toEqual({});
    // The fallback served the version before the current one: that is the one the metrics describe.
    recordLoadedVersion(registry.remotes.about as RemoteRecord, '1.0.0-old');
    expect(versions()).toEqual({ about: '1.0.0-old' });
  });
});
