import { screen, within } from '@testing-library/react';
import { renderWithKitWords } from '@bbg/testing';
import { brandSites } from '@bbg/contract';
import type { BrandPageCopy } from '../../content/brand-pages';
import { copy } from './brand-page';
import { BrandSlider } from './brand-slider';

// The English catalogues as the brand pages load them.
let english: BrandPageCopy;

describe('brand slider', () => {
  // The slides are an island with code of its own: compiled once here, so no test waits on the first compile.
  beforeAll(async () => {
    await import('./brand-carousel');
    english = await copy.en();
  });

  it('shows the documented message in place of a slider without slides', () => {
    const { slides, page } = english;
    renderWithKitWords(<BrandSlider slider={{ ...slides.brandSliders.spj, slides: [] }} site={brandSites.spj} notFound={slides.SLIDE_NOT_FOUND} newTabNote={page.brandPageLabels.newTabNote} />);
    expect(screen.getByRole('alert')).toHaveTextContent('No data found for this ID.');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('names each slide\'s highlight colour for CSS, the accent when it gives none, with no style attribute', async () => {
    const { slides, page } = english;
    renderWithKitWords(<BrandSlider slider={slides.brandSliders.nextHolidays} site={brandSites.nextHolidays} notFound={slides.SLIDE_NOT_FOUND} newTabNote={page.brandPageLabels.newTabNote} />);
    const heading = await screen.findByRole('heading', { level: 3, name: 'Holidays made personal' });
    const highlight = within(heading).getByText('personal');
    expect(highlight).toHaveAttribute('data-color', 'sun');
    expect(highlight).not.toHaveAttribute('style');
    const plain = within(screen.getByRole('heading', { level: 3, name: 'Travel with peace of mind' })).getByText('peace of mind');
    expect(plain).toHaveAttribute('data-color', 'accent');
  });
});
