import { fireEvent, render, waitFor, type RenderResult } from '@testing-library/react';
import { isValidElement, type ComponentType, type ReactElement } from 'react';
import { DEFAULT_LOCALE, ISLAND_ATTRIBUTE, LIVE_ATTRIBUTE, type Locale, type RuntimeConfig, type PageProps, type RemotePageModule, type RemoteRoute } from '@bbg/contract';
import { LocaleProvider } from '@bbg/platform';
import { pageInLocale } from '@bbg/runtime';
import { routeRecordAt } from '@bbg/router';
import { LoadedFlag } from './loaded-flag';
import { TestPlatform } from './test-platform';

export interface RenderPageOptions {
  /** The route pattern the page stands for, when it reads params (`/news/:slug`). */
  readonly pattern?: string;
  readonly config?: RuntimeConfig;
  /** The remote's routes: the page is handed the record of the one the path opens, as the shell does. */
  readonly routes?: readonly RemoteRoute[];
}

export interface RenderedPage extends RenderResult {
  /** The page-loaded signal as text, for tests to read. */
  readonly loadedFlag: HTMLElement;
  /** Fires the hero image's load, as the browser would. */
  readonly loadHero: () => void;
}

/** Fires the load of the first image in the page (its hero), which reveals the sections that wait for it. */
export function loadHero(container: HTMLElement): void {
  const hero = container.querySelector('img');
  if (!hero) throw new Error('the page has no hero image');
  fireEvent.load(hero);
}

/** Waits until no element in the container matches `selector` (the parts of one kind still waiting to come alive). */
async function untilNone(container: HTMLElement, selector: string, what: string): Promise<void> {
  await waitFor(() => {
    const waiting = container.querySelectorAll(selector).length;
    if (waiting > 0) throw new Error(`${waiting} ${what} not live yet`);
  });
}

/**
 * Waits until every carousel in the container runs swiper on its served track. Swiper loads on its own once a
 * carousel is near (a promise after the render): a test that ends first leaves React updating a finished test.
 */
export const carouselsLive = (container: HTMLElement): Promise<void> => untilNone(container, '.swiper:not(.swiper-initialized)', 'carousel(s)');

/**
 * Waits until every island in the container has rendered its code (it is live). An island's code is lazy() even when
 * it renders at once: a test that ends before the import settles leaves React resolving it in a finished test.
 */
export const islandsLive = (container: HTMLElement): Promise<void> => untilNone(container, `[${ISLAND_ATTRIBUTE}]:not([${LIVE_ATTRIBUTE}])`, 'island(s)');

/** Tests only: a page at its path as the shell serves it (run-time config, router, page-loaded signal), with the signal on show. */
export function renderPage(page: ComponentType<PageProps> | ReactElement, path = '/', { pattern, config, routes = [] }: RenderPageOptions = {}): RenderedPage {
  const Page = page;
  const result = render(
    <TestPlatform path={path} pattern={pattern} config={config}>
      {isValidElement(Page) ? Page : <Page route={routeRecordAt(routes, path)} />}
      <LoadedFlag />
    </TestPlatform>,
  );
  return { ...result, loadedFlag: result.getByLabelText('page loaded'), loadHero: () => loadHero(result.container) };
}

/**
 * Tests only: a page module (its Page and copy loaders) at its path in a locale, as the shell renders it: its copy in
 * that locale loaded and handed to it, the locale provided (English by default).
 */
export async function renderPageModule(module: RemotePageModule, path = '/', options: RenderPageOptions & { readonly locale?: Locale } = {}): Promise<RenderedPage> {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const Page = await pageInLocale(module, locale);
  return renderPage(
    <LocaleProvider locale={locale}>
      <Page route={routeRecordAt(options.routes ?? [], path)} />
    </LocaleProvider>,
    path,
    options,
  );
}
