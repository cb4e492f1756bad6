import { screen, within } from '@testing-library/react';
import { brandSites } from '@bbg/contract';
import { islandsLive, renderPageModule } from '@bbg/testing';
import * as page from './brand-page';
import { routes } from '../../app/routes';
import arabicBanners from '../../content/ar/banners.json';
import arabicPages from '../../content/ar/brand-pages.json';
import frenchBanners from '../../content/fr/banners.json';
import frenchSlides from '../../content/fr/brand-slides.json';

describe('brand page', () => {
  // The slider is an island with code of its own: compiled once here, so no test waits on the first compile.
  beforeAll(() => import('./brand-carousel'));

  it('opens with the hero only, then shows the overview and the slider once the hero image has loaded', async () => {
    const view = await renderPageModule(page, '/spj', { routes });
    expect(screen.getByRole('heading', { level: 1, name: 'SPJ Electronics' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('waiting');

    view.loadHero();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'SPJ Electronics' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Discover SPJ Electronics' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('loaded');
    await islandsLive(view.container);
  });

  it('links the brand logo of the overview to the brand site in a new tab', async () => {
    const view = await renderPageModule(page, '/spj', { routes });
    view.loadHero();
    const overview = screen.getByRole('region', { name: 'About SPJ Electronics' });
    const logo = within(overview).getByRole('link', { name: 'SPJ website (opens in a new tab)' });
    expect(logo).toHaveAttribute('href', brandSites.spj);
    expect(logo).toHaveAttribute('target', '_blank');
    await islandsLive(view.container);
  });

  it('shows three slides on /spj, each with subtitle, highlight heading, text and one button to the brand site', async () => {
    (await renderPageModule(page, '/spj', { routes })).loadHero();
    const carousel = await screen.findByRole('region', { name: 'SPJ Electronics highlights' });
    const slides = within(carousel).getAllByRole('group');
    expect(slides).toHaveLength(3);
    expect(within(carousel).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Electronics for every shelf',
      'Insights from the market',
      'Offerings for retailers',
    ]);
    for (const slide of slides) {
      expect(within(slide).getByText('SPJ Electronics')).toBeInTheDocument();
      const links = within(slide).getAllByRole('link');
      expect(links).toHaveLength(1);
      expect(links[0]).toHaveAttribute('href', brandSites.spj);
      expect(links[0]).toHaveAttribute('target', '_blank');
      expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(carousel).getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });

  it('shows two slides on /next-holidays', async () => {
    (await renderPageModule(page, '/next-holidays', { routes })).loadHero();
    const carousel = await screen.findByRole('region', { name: 'Next Holidays highlights' });
    expect(within(carousel).getAllByRole('group')).toHaveLength(2);
    for (const link of within(carousel).getAllByRole('link')) expect(link).toHaveAttribute('href', brandSites.nextHolidays);
  });

  it.each(['/yashika-fashion', '/Yashika-fashion'])('opens the Yashika Fashion page at %s', async (path) => {
    (await renderPageModule(page, path, { routes })).loadHero();
    expect(screen.getByRole('heading', { level: 1, name: 'Yashika Fashion' })).toBeInTheDocument();
    expect(within(await screen.findByRole('region', { name: 'Yashika Fashion highlights' })).getAllByRole('group')).toHaveLength(3);
  });

  it('says so on a path it has no content for, and still reports the page loaded', async () => {
    await renderPageModule(page, '/no-such-brand', { routes });
    expect(screen.getByRole('heading', { level: 1, name: 'No data found for this ID.' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('loaded');
  });

  it('speaks French under /fr/', async () => {
    const view = await renderPageModule(page, '/spj', { routes, locale: 'fr' });
    const { title, highlight } = frenchBanners.banners.spj;
    expect(screen.getByRole('heading', { level: 1, name: `${title} ${highlight}` })).toBeInTheDocument();
    view.loadHero();
    const carousel = await screen.findByRole('region', { name: frenchSlides.brandSliders.spj.label });
    expect(within(carousel).getAllByRole('link', { name: /\(s’ouvre dans un nouvel onglet\)$/ })).toHaveLength(3);
    await islandsLive(view.container);
  });

  it('speaks Arabic under /ar/, and says so in Arabic on a path it has no content for', async () => {
    const { unmount } = await renderPageModule(page, '/mgt', { routes, locale: 'ar' });
    const { title, highlight } = arabicBanners.banners.mgt;
    expect(screen.getByRole('heading', { level: 1, name: `${title} ${highlight}` })).toBeInTheDocument();
    unmount();
    await renderPageModule(page, '/no-such-brand', { routes, locale: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: arabicPages.brandPageLabels.notFound })).toBeInTheDocument();
  });
});
