import { fireEvent, screen } from '@testing-library/react';
import { usePageLoaded } from '@bbg/platform';

interface LoadedFlagProps {
  /** Adds a button that reports the page loaded, as a page's hero does. */
  readonly report?: boolean;
}

/** Tests only: the page-loaded signal on show, 'loaded' or 'waiting' (a status named "page loaded"). */
export function LoadedFlag({ report = false }: LoadedFlagProps) {
  const { loaded, markLoaded } = usePageLoaded();
  return (
    <>
      <output aria-label="page loaded">{loaded ? 'loaded' : 'waiting'}</output>
      {report && (
        <button type="button" onClick={markLoaded}>
          report page loaded
        </button>
      )}
    </>
  );
}

/** The LoadedFlag on screen. */
export const loadedFlag = (): HTMLElement => screen.getByRole('status', { name: 'page loaded' });

/** Presses the LoadedFlag's report button. */
export const reportPageLoaded = (): void => void fireEvent.click(screen.getByRole('button', { name: 'report page loaded' }));
