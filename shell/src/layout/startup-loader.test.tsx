import { act, render, screen } from '@testing-library/react';
import { BOOT_AT_ATTRIBUTE, VISITED_KEY } from '@bbg/contract';
import { TestPlatform } from '@bbg/testing';
import { WithShellCopy } from '../content/shell-copy.fixture';
import { servedLoaderShownAt, StartupLoader } from './startup-loader';
import { STARTUP_LOADER_MARK } from '../app/performance-marks';

const renderLoader = () =>
  render(
    <TestPlatform>
        <WithShellCopy>
      <StartupLoader />
      </WithShellCopy>
      </TestPlatform>,
  );

describe('StartupLoader', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('shows for 3000 ms on the first visit and sets the visited flag', () => {
    renderLoader();
    expect(screen.getByTestId('startup-loader')).toBeInTheDocument();
    expect(sessionStorage.getItem(VISITED_KEY)).toBe('true');
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByTestId('startup-loader')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId('startup-loader')).not.toBeInTheDocument();
  });

  it('is dropped at once when the session was already visited', () => {
    sessionStorage.setItem(VISITED_KEY, 'true');
    renderLoader();
    expect(screen.queryByTestId('startup-loader')).not.toBeInTheDocument();
  });

  describe('its User Timing mark (what the Lighthouse command reads in its trace)', () => {
    const mark = jest.fn();
    beforeEach(() => Object.defineProperty(performance, 'mark', { configurable: true, value: mark }));
    afterEach(() => {
      mark.mockReset();
      delete (performance as { mark?: unknown }).mark;
    });

    it('is set when the loader runs, on the first visit', () => {
      renderLoader();
      expect(mark).toHaveBeenCalledWith(STARTUP_LOADER_MARK);
    });

    it('is not set on a repeat visit', () => {
      sessionStorage.setItem(VISITED_KEY, 'true');
      renderLoader();
      expect(mark).not.toHaveBeenCalled();
    });
  });
});

describe('servedLoaderShownAt', () => {
  const paintEntries = (entries: readonly { startTime: number }[]): void => {
    Object.defineProperty(performance, 'getEntriesByName', { configurable: true, value: () => entries });
  };
  beforeEach(() => {
    document.documentElement.setAttribute(BOOT_AT_ATTRIBUTE, '40');
  });
  afterEach(() => {
    delete (performance as { getEntriesByName?: unknown }).getEntriesByName;
    document.documentElement.removeAttribute(BOOT_AT_ATTRIBUTE);
  });

  it('counts a served loader from the first paint, which comes after the boot script ran in the head', () => {
    paintEntries([{ startTime: 310 }]);
    expect(servedLoaderShownAt()).toBe(310);
  });

  it('falls back to when the boot script ran where Paint Timing has no entry, or is missing', () => {
    paintEntries([]);
    expect(servedLoaderShownAt()).toBe(40);
    delete (performance as { getEntriesByName?: unknown }).getEntriesByName;
    expect(servedLoaderShownAt()).toBe(40);
  });
});
