import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { kitWords } from '@bbg/kit';
import { loadHero, renderPageModule } from '@bbg/testing';
import * as page from './news-article-page';
import { routes } from '../../app/routes';
import { banners as arabicBanners } from '../../content/ar/banners.json';
import { newsArticle as arabicArticle } from '../../content/ar/news-article.json';
import { banners as frenchBanners } from '../../content/fr/banners.json';
import { newsArticleLabels as frenchLabels } from '../../content/fr/news-article.json';

describe('news article page', () => {
  it('opens with hero 29 and reveals the article once its image loads', async () => {
    const { container } = await renderPageModule(page, '/news-events-inner', { routes });
    expect(screen.getByRole('heading', { level: 1, name: 'BBG in the News' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    loadHero(container);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('is an article with its headline, date as <time>, tags and body', async () => {
    const { container } = await renderPageModule(page, '/news-events-inner', { routes });
    loadHero(container);
    const article = screen.getAllByRole('article')[0];
    if (!article) throw new Error('no article');
    expect(article).toHaveAccessibleName('From one travel desk to a group of 1,000: how BBG grew');
    const time = article.querySelector('time');
    expect(time).toHaveAttribute('datetime', '2024-12-05');
    expect(time).toHaveTextContent('05 December 2024');
    expect(within(within(article).getByRole('list', { name: 'Tags' })).getAllByRole('listitem').map((tag) => tag.textContent)).toEqual([
      'BUSINESS',
      'BRAND',
      'TALENT & CULTURE',
    ]);
    expect(article).toHaveTextContent('1,000 employees and more than 100 partners');
  });

  it('offers Share, Copy URL and Download PDF, and copies the address without its query', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { container } = await renderPageModule(page, '/news-events-inner', { routes });
    loadHero(container);
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy URL' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${window.location.pathname}`);
    expect(await screen.findByText(kitWords.copyUrl.copied)).toBeInTheDocument();
  });

  it('ends with You May Also Read (news cards 19)', async () => {
    const { container } = await renderPageModule(page, '/news-events-inner', { routes });
    await act(async () => loadHero(container));
    expect(screen.getByRole('heading', { level: 2, name: 'You May Also Read' })).toBeInTheDocument();
  });

  it('speaks French under /fr/', async () => {
    const { container } = await renderPageModule(page, '/news-events-inner', { routes, locale: 'fr' });
    const { title, highlight } = frenchBanners.newsArticle;
    expect(screen.getByRole('heading', { level: 1, name: `${title} ${highlight}` })).toBeInTheDocument();
    loadHero(container);
    expect(screen.getByRole('button', { name: frenchLabels.downloadPdf })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: frenchLabels.tags })).toBeInTheDocument();
  });

  it('speaks Arabic under /ar/, its figures isolated from the right-to-left text', async () => {
    const { container } = await renderPageModule(page, '/news-events-inner', { routes, locale: 'ar' });
    const { title, highlight } = arabicBanners.newsArticle;
    expect(screen.getByRole('heading', { level: 1, name: `${title} ${highlight}` })).toBeInTheDocument();
    loadHero(container);
    expect(screen.getByRole('heading', { level: 2, name: arabicArticle.headline })).toBeInTheDocument();
    expect(Array.from(container.querySelectorAll('dd bdi'), (value) => value.textContent)).toEqual(arabicArticle.figures.map((figure) => figure.value));
  });
});
