import { act } from '@testing-library/react';
import { PREVIEW_BAR_ATTRIBUTE, PREVIEW_SESSION_KEY } from '@bbg/contract';
import { LIVE, liveRegistry, NEXT } from './preview.fixture';
import { startPreview } from './start-preview';

const robots = () => document.head.querySelector('meta[name="robots"]');

async function start(asked: string, exit = jest.fn()) {
  window.history.replaceState(null, '', `/spj?bbg-preview=${encodeURIComponent(asked)}#top`);
  let loaded = liveRegistry;
  await act(async () => {
    loaded = startPreview(liveRegistry, asked, exit);
  });
  return loaded;
}

describe('startPreview', () => {
  afterEach(() => {
    sessionStorage.clear();
    document.head.replaceChildren();
    document.body.replaceChildren();
    delete document.documentElement.dataset.preview;
    document.documentElement.removeAttribute(PREVIEW_BAR_ATTRIBUTE);
  });

  it('turns on a preview of a staged version for this tab: registry, session, noindex, bar, clean address', async () => {
    const loaded = await start(`brands@${NEXT}`);
    expect(loaded.registry.remotes.brands!.current).toBe(NEXT);
    expect(sessionStorage.getItem(PREVIEW_SESSION_KEY)).toBe(`brands@${NEXT}`);
    expect(robots()?.getAttribute('content')).toBe('noindex');
    expect(document.documentElement.dataset.preview).toBe(`brands@${NEXT}`);
    expect(document.body.firstElementChild).toHaveTextContent(`Preview: Brands ${NEXT}`);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/spj#top');
  });

  it.each([`brands@${LIVE}`, `legal@${NEXT}`, 'https://evil.example/remoteEntry.js', '<script>alert(1)</script>'])(
    'a forged link (%s) changes nothing but the message in the bar, and ends a preview the tab was on',
    async (asked) => {
      sessionStorage.setItem(PREVIEW_SESSION_KEY, `brands@${NEXT}`);
      const loaded = await start(asked);
      expect(loaded).toBe(liveRegistry);
      expect(sessionStorage.getItem(PREVIEW_SESSION_KEY)).toBeNull();
      expect(robots()).toBeNull();
      expect(document.documentElement.dataset.preview).toBeUndefined();
      expect(document.body.firstElementChild).toHaveTextContent('Preview not started:');
      expect(document.head.querySelector('script')).toBeNull();
      expect(document.body.querySelector('script')).toBeNull();
    },
  );

  it('Exit calls the exit the bar was given', async () => {
    const exit = jest.fn();
    await start(`brands@${NEXT}`, exit);
    await act(async () => (document.body.querySelector('button') as HTMLButtonElement).click());
    expect(exit).toHaveBeenCalledTimes(1);
  });
});
