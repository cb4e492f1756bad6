import { screen, within } from '@testing-library/react';
import { carouselsLive, renderPage, stubMatchMedia } from '@bbg/testing';
import { Page } from './vision-values-page';

beforeEach(() => stubMatchMedia());

describe('vision and values page', () => {
  it('shows the vision card, the four values, overview 24 and the news cards once the hero has loaded', async () => {
    const { container, loadHero } = renderPage(<Page />, '/vision-values');
    expect(screen.getByRole('heading', { level: 1, name: 'Vision & Values' })).toBeInTheDocument();
    loadHero();

    const vision = screen.getByRole('region', { name: 'Great People + Great Experience = Great Organization' });
    expect(vision).toHaveAttribute('id', 'vision');
    const carousel = screen.getByRole('region', { name: 'The four values' });
    const slides = within(carousel).getAllByRole('group');
    expect(slides).toHaveLength(4);
    expect(slides.map((slide) => within(slide).getByRole('heading', { level: 3 }).textContent)).toEqual(['Excellence', 'Obsession', 'Integrity', 'Collaboration']);
    expect(within(carousel).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Great People + Great Experience = Great Organization',
      'Our values',
      'Our vision',
      'News & Events',
    ]);
    await carouselsLive(container);
  });
});
