import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { kitWords } from '@bbg/kit';
import { islandsLive, renderPageModule, stubIntersectionObserver, stubMatchMedia, stubScrollIntoView } from '@bbg/testing';
import * as page from './brands-page';
import { routes } from '../../app/routes';
import arabic from '../../content/ar/brands-page.json';
import french from '../../content/fr/brands-page.json';

const { brandsHeroCopy: arabicHero } = arabic;
const { ALL_BRANDS_TAB: frenchAllTab, brandsHeroCopy: frenchHero } = french;

// The whole page renders in each test (eleven cards, the carousel, the forms): role queries over it take seconds.
jest.setTimeout(30_000);

/** A wordmark's text without its monogram (hidden from screen readers). */
const wordmarkName = (element: HTMLElement): string =>
  (element.textContent ?? '').replace(element.querySelector('[aria-hidden="true"]')?.textContent ?? '', '');

const setReducedMotion = (reduce: boolean) => stubMatchMedia(reduce);

const originalFetch = global.fetch;
let afterTest = (): void => undefined;
afterEach(() => afterTest());
let play: jest.SpyInstance;
let pause: jest.SpyInstance;
beforeEach(() => {
  // The stories carousel loads as its section comes near; until a test says so, it never does.
  stubIntersectionObserver();
  setReducedMotion(false);
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
  stubScrollIntoView();
});

const revealed = async (options: Parameters<typeof renderPageModule>[2] = {}) => {
  const view = await renderPageModule(page, '/brands', { routes, ...options });
  const video = view.container.querySelector('video');
  if (!video) throw new Error('the hero has no video');
  fireEvent.loadedMetadata(video);
  return { ...view, video };
};

describe('brands page', () => {
  it('opens with the hero alone, and shows the rest once the video metadata has loaded', async () => {
    const { container } = await renderPageModule(page, '/brands', { routes });
    expect(screen.getByRole('heading', { level: 1, name: 'Uncover Our Brands' })).toBeInTheDocument();
    expect(screen.getByText('#BlueberryBrandInnovation')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    const video = container.querySelector('video');
    if (!video) throw new Error('the hero has no video');
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('poster');
    fireEvent.loadedMetadata(video);
    expect(screen.getByRole('tablist', { name: 'Brand categories' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: "Uncover Our Brand's Portfolio" })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await islandsLive(container);
  });

  it('plays the video with a pause control, and keeps it still under reduced motion until Play', async () => {
    await renderPageModule(page, '/brands', { routes });
    await waitFor(() => expect(play).toHaveBeenCalled());
    await userEvent.click(screen.getByRole('button', { name: 'Pause background video' }));
    expect(pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play background video' })).toBeInTheDocument();
  });

  it('leaves the video paused under prefers-reduced-motion', async () => {
    setReducedMotion(true);
    await renderPageModule(page, '/brands', { routes });
    expect(await screen.findByRole('button', { name: 'Play background video' })).toBeInTheDocument();
    expect(play).not.toHaveBeenCalled();
  });

  it("There's More links to the brand browser", async () => {
    const { container } = await revealed();
    expect(screen.getByRole('link', { name: "There's More" })).toHaveAttribute('href', '#brand-browser');
    expect(document.getElementById('brand-browser')).toContainElement(screen.getByRole('tablist'));
    await islandsLive(container);
  });

  it('filters brands by tab; clicking the active tab changes nothing; arrows move between tabs', async () => {
    await revealed();
    const panel = () => screen.getByRole('tabpanel');
    const cardNames = () => within(panel()).getAllByRole('heading', { level: 3 }).map((heading) => wordmarkName(heading));
    expect(screen.getByRole('tab', { name: 'All brands' })).toHaveAttribute('aria-selected', 'true');
    expect(cardNames()).toHaveLength(11);

    await userEvent.click(screen.getByRole('tab', { name: 'Travels' }));
    expect(cardNames()).toEqual(['Blueberry Travel', 'DMC', 'Next Holidays', 'A2Z Travels']);
    await userEvent.click(screen.getByRole('tab', { name: 'Travels' }));
    expect(screen.getByRole('tab', { name: 'Travels' })).toHaveAttribute('aria-selected', 'true');
    expect(cardNames()).toHaveLength(4);

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Electronics' })).toHaveFocus();
    expect(cardNames()).toEqual(['SPJ']);
    await userEvent.keyboard('{End}');
    expect(cardNames()).toEqual(['MGT']);
    expect(screen.getByRole('tab', { name: 'Logistics' })).toHaveAttribute('aria-selected', 'true');
  });

  it('links the brands that have a page, and reveals every description by its toggle', async () => {
    await revealed();
    const links = within(screen.getByRole('tabpanel')).getAllByRole('link');
    expect(links.map((link) => [wordmarkName(link), link.getAttribute('href')])).toEqual([
      ['Blueberry Travel', '/blueberry-travels'],
      ['DMC', '/dmc'],
      ['Next Holidays', '/next-holidays'],
      ['SPJ', '/spj'],
      ['MGT', '/mgt'],
      ['Yashika Fashion', '/Yashika-fashion'],
      ['Friends Travel & Tourism', '/friends-travel'],
    ]);

    const toggle = screen.getByRole('button', { name: 'About Digi Homes' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const description = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(description).toHaveTextContent(/Smart-home/);
    expect(links[0]).toHaveAccessibleDescription(/Corporate travel management/);
  });

  it('tells the three success stories in a carousel, with every story there before the section comes near', async () => {
    await revealed();
    const carousel = await screen.findByRole('region', { name: 'Success stories' }, { timeout: 15_000 });
    expect(within(carousel).getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(within(carousel).getByRole('link', { name: 'Discover SPJ Electronics' })).toHaveAttribute('href', '/spj');
  });

  it('downloads the portfolio, and alerts the documented message when the PDF cannot be fetched', async () => {
    await revealed();
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 404 });
    afterTest = () => {
      global.fetch = originalFetch;
    };
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'DOWNLOAD PORTFOLIO' }));
    });
    await waitFor(() => expect(alert).toHaveBeenCalledWith(kitWords.download.failed));
    expect(kitWords.download.failed).toBe('Failed to download the PDF. Please try again later.');
  });

  it('has the newsletter box with the partners/brands rule', async () => {
    await revealed();
    const email = screen.getByRole('textbox', { name: 'Subscribe to our newsletter' });
    await userEvent.type(email, 'not an email');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('speaks French under /fr/', async () => {
    const { container } = await revealed({ locale: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: `${frenchHero.title} ${frenchHero.highlight}` })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: frenchAllTab.label })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'À propos de Digi Homes' })).toBeInTheDocument();
    await islandsLive(container);
  });

  it('speaks Arabic under /ar/', async () => {
    const { container } = await revealed({ locale: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: `${arabicHero.title} ${arabicHero.highlight}` })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'السفر' })).toBeInTheDocument();
    await islandsLive(container);
  });
});
