import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { carouselsLive, loadHero, renderPage, stubDialog, stubMatchMedia, stubScrollIntoView } from '@bbg/testing';
import { Page } from './partners-page';

beforeEach(() => {
  stubDialog();
  stubMatchMedia(true);
  stubScrollIntoView();
});

jest.setTimeout(30_000);

describe('partners page', () => {
  it('opens with the hero only, then shows the five sections and their dots once the hero image has loaded', async () => {
    const { container } = renderPage(Page, '/partners');
    expect(screen.getByRole('heading', { level: 1, name: 'Grow further with BBG' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Page sections' })).toHaveAttribute('data-ready', 'false');

    loadHero(container);

    expect(screen.getByRole('navigation', { name: 'Page sections' })).toHaveAttribute('data-ready', 'true');
    const dots = within(screen.getByRole('navigation', { name: 'Page sections' })).getAllByRole('link');
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual(['Partners', 'Why', 'Who', 'Stories', 'How']);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'A partner that travels further',
      'Suppliers and partners we trust',
      'Success we share',
      'Become a BBG partner',
    ]);
    await carouselsLive(container);
  });

  it('links Explore Now and the arrow to Why', async () => {
    const { container } = renderPage(Page, '/partners');
    loadHero(container);
    expect(screen.getByRole('link', { name: 'Explore Now' })).toHaveAttribute('href', '#why');
    expect(screen.getByRole('link', { name: 'Scroll to next section' })).toHaveAttribute('href', '#why');
    expect(document.getElementById('why')).toContainElement(screen.getByRole('heading', { level: 2, name: 'A partner that travels further' }));
    await carouselsLive(container);
  });

  it('shows the carousels, the nine supplier logos and the newsletter box', async () => {
    const { container } = renderPage(Page, '/partners');
    loadHero(container);
    await carouselsLive(container);
    expect(within(screen.getByRole('region', { name: 'What our partners say' })).getAllByRole('figure')).toHaveLength(4);
    expect(within(screen.getByRole('region', { name: 'Our achievements' })).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Our suppliers' })).toHaveTextContent('Zenith Payments');
    expect(screen.getByRole('textbox', { name: 'Subscribe to our newsletter' })).toBeInTheDocument();
  });

  it('opens the partner form in a modal from Join Us and closes it with the close button', async () => {
    const { container } = renderPage(Page, '/partners');
    loadHero(container);
    await carouselsLive(container);
    await userEvent.click(screen.getByRole('button', { name: 'Join Us' }));
    const dialog = screen.getByRole('dialog', { name: 'Partner with BBG' });
    // The form is its own chunk, fetched on the first Join Us.
    expect(await within(dialog).findByRole('button', { name: 'Submit' }, { timeout: 15_000 })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });
});
