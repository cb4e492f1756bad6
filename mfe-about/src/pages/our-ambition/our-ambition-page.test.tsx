import { screen, within } from '@testing-library/react';
import { socialLinks } from '@bbg/contract';
import { renderPage, renderPageModule } from '@bbg/testing';
import { ambitions as arabicAmbitions } from '../../content/ar/ambitions.json';
import { banners as arabicBanners } from '../../content/ar/banners.json';
import { AMBITION_NOT_FOUND as FRENCH_NOT_FOUND } from '../../content/fr/ambitions.json';
import { banners as frenchBanners } from '../../content/fr/banners.json';
import { AmbitionSections } from './ambition-sections';
import * as page from './our-ambition-page';

describe('our ambition page', () => {
  it('shows the objectives, the eight values with the hashtag, and Share once the hero has loaded', async () => {
    const { loadHero } = await renderPageModule(page, '/our-ambition');
    expect(screen.getByRole('heading', { level: 1, name: 'Our Ambition' })).toBeInTheDocument();
    loadHero();

    const objectives = screen.getByRole('region', { name: 'Our objectives' });
    expect(within(objectives).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(within(objectives).getByRole('heading', { name: 'Promoting Sustainable Travel' })).toBeInTheDocument();
    const values = screen.getByRole('region', { name: 'The values behind our ambition' });
    expect(within(values).getAllByRole('heading', { level: 3 })).toHaveLength(8);
    expect(within(values).getByText(/#ExperienceBBG/)).toBeInTheDocument();
    expect(within(values).getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it("shares to the group's Instagram profile", async () => {
    const { loadHero } = await renderPageModule(page, '/our-ambition');
    loadHero();
    expect(screen.getByRole('link', { name: /Share on Instagram/, hidden: true })).toHaveAttribute('href', socialLinks.instagram);
  });

  it('says so in place of an ambition with neither objectives nor values', async () => {
    const { AMBITION_NOT_FOUND, ambitions } = (await page.copy.en()).page;
    renderPage(<AmbitionSections ambition={{ ...ambitions.ourAmbition, objectives: [], objectives2: [] }} notFound={AMBITION_NOT_FOUND} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Data not found for the given ID.');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('says so in the language it is given', async () => {
    const { ambitions } = (await page.copy.en()).page;
    renderPage(<AmbitionSections ambition={{ ...ambitions.ourAmbition, objectives: [], objectives2: [] }} notFound={FRENCH_NOT_FOUND} />);
    expect(screen.getByRole('alert')).toHaveTextContent(FRENCH_NOT_FOUND);
  });

  it('speaks French under /fr/', async () => {
    await renderPageModule(page, '/our-ambition', { locale: 'fr' });
    const { title, highlight } = frenchBanners.ourAmbition;
    expect(screen.getByRole('heading', { level: 1, name: `${title} ${highlight}` })).toBeInTheDocument();
  });

  it('speaks Arabic under /ar/, the hashtag as it is', async () => {
    const { loadHero } = await renderPageModule(page, '/our-ambition', { locale: 'ar' });
    const { title, highlight } = arabicBanners.ourAmbition;
    expect(screen.getByRole('heading', { level: 1, name: `${title} ${highlight}` })).toBeInTheDocument();
    loadHero();
    const values = screen.getByRole('region', { name: arabicAmbitions.ourAmbition.title2 });
    expect(within(values).getByText(/#ExperienceBBG/)).toBeInTheDocument();
    // Isolated, so the # stays in front of the Latin word in a right-to-left line.
    expect(within(values).getByText(/\u2068#ExperienceBBG\u2069/)).toBeInTheDocument();
  });
});
