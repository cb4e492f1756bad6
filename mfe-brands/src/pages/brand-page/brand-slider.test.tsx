import { render, screen, within } from '@testing-library/react';
import { brandPageLabels } from '../../content/brand-pages';
import { brandSliders, SLIDE_NOT_FOUND } from '../../content/brand-slides';
import { BrandSlider } from './brand-slider';

describe('brand slider', () => {
  // The slides are an island with code of its own: compiled once here, so no test waits on the first compile.
  beforeAll(() => import('./brand-carousel'));

  it('shows the documented message in place of a slider without slides', () => {
    render(<BrandSlider slider={{ ...brandSliders.spj, slides: [] }} notFound={SLIDE_NOT_FOUND} newTabNote={brandPageLabels.newTabNote} />);
    expect(screen.getByRole('alert')).toHaveTextContent('No data found for this ID.');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('names each slide\'s highlight colour for CSS, the accent when it gives none, with no style attribute', async () => {
    render(<BrandSlider slider={brandSliders.nextHolidays} notFound={SLIDE_NOT_FOUND} newTabNote={brandPageLabels.newTabNote} />);
    const heading = await screen.findByRole('heading', { level: 3, name: 'Holidays made personal' });
    const highlight = within(heading).getByText('personal');
    expect(highlight).toHaveAttribute('data-color', 'sun');
    expect(highlight).not.toHaveAttribute('style');
    const plain = within(screen.getByRole('heading', { level: 3, name: 'Travel with peace of mind' })).getByText('peace of mind');
    expect(plain).toHaveAttribute('data-color', 'accent');
  });
});
