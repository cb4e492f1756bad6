import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderPage } from '../../test-support/render-page';
import { Page } from './vision-values-page';

// jsdom cannot lay swiper out; the kit's carousel test covers its motion.
jest.mock('swiper/react', () => ({
  Swiper: ({ children }: { children: ReactNode }) => <div>{children}</div>,
  SwiperSlide: ({ children, ...rest }: { children: ReactNode }) => <div {...rest}>{children}</div>,
}));
jest.mock('swiper/modules', () => ({ A11y: {}, Autoplay: {}, Keyboard: {}, Pagination: {} }));

beforeEach(() => {
  window.matchMedia = jest.fn().mockReturnValue({ matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() });
});

describe('vision and values page', () => {
  it('shows the vision card, the four values, overview 24 and the news cards once the hero has loaded', () => {
    const { loadHero } = renderPage(<Page />, '/vision-values');
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
  });
});
