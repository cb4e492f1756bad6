import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { carouselsLive, loadHero, renderPageModule, stubDialog, stubMatchMedia, stubScrollIntoView } from '@bbg/testing';
import { joinCta as arabicCta, partnersHero as arabicHero, partnersLabels as arabicLabels, successStories as arabicStories, testimonials as arabicTestimonials } from '../../content/ar/partners.json';
import { partnerFormMessages as arabicMessages } from '../../content/ar/partners-enquiry.json';
import { joinCta as frenchCta, partnersHero as frenchHero, partnersLabels as frenchLabels, testimonialsConfig as frenchTestimonials } from '../../content/fr/partners.json';
import { joinById } from '../../content/join-by-id';
import { testimonialSources } from '../../content/partners';
import * as page from './partners-page';
import { fill } from '@bbg/contract';

beforeEach(() => {
  stubDialog();
  stubMatchMedia(true);
  stubScrollIntoView();
});

jest.setTimeout(30_000);

describe('partners page', () => {
  it('opens with the hero only, then shows the five sections and their dots once the hero image has loaded', async () => {
    const { container } = await renderPageModule(page, '/partners');
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
    const { container } = await renderPageModule(page, '/partners');
    loadHero(container);
    expect(screen.getByRole('link', { name: 'Explore Now' })).toHaveAttribute('href', '#why');
    expect(screen.getByRole('link', { name: 'Scroll to next section' })).toHaveAttribute('href', '#why');
    expect(document.getElementById('why')).toContainElement(screen.getByRole('heading', { level: 2, name: 'A partner that travels further' }));
    await carouselsLive(container);
  });

  it('shows the carousels, the nine supplier logos and the newsletter box', async () => {
    const { container } = await renderPageModule(page, '/partners');
    loadHero(container);
    await carouselsLive(container);
    expect(within(screen.getByRole('region', { name: 'What our partners say' })).getAllByRole('figure')).toHaveLength(4);
    expect(within(screen.getByRole('region', { name: 'Our achievements' })).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Our suppliers' })).toHaveTextContent('Zenith Payments');
    expect(within(screen.getByRole('region', { name: 'What our partners say' })).getAllByText('Managing Director, Nile Horizon Travel').length).toBeGreaterThan(0);
    expect(screen.getByRole('textbox', { name: 'Subscribe to our newsletter' })).toBeInTheDocument();
  });

  it('opens the partner form in a modal from Join Us and closes it with the close button', async () => {
    const { container } = await renderPageModule(page, '/partners');
    loadHero(container);
    await carouselsLive(container);
    await userEvent.click(screen.getByRole('button', { name: 'Join Us' }));
    const dialog = screen.getByRole('dialog', { name: 'Partner with BBG' });
    // The form is its own chunk, fetched on the first Join Us.
    expect(await within(dialog).findByRole('button', { name: 'Submit' }, { timeout: 15_000 })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('speaks French under /fr/, the people quoted under their own names', async () => {
    const { container } = await renderPageModule(page, '/partners', { locale: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: `${frenchHero.title} ${frenchHero.highlight}` })).toBeInTheDocument();
    loadHero(container);
    expect(screen.getByRole('link', { name: frenchLabels.scrollDown })).toHaveAttribute('href', '#why');
    expect(screen.getByRole('link', { name: frenchHero.buttonText })).toHaveAttribute('href', '#why');
    await carouselsLive(container);
    const testimonials = screen.getByRole('region', { name: frenchTestimonials.label });
    expect(within(testimonials).getAllByText('Amira Hassan').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: frenchCta.buttonText })).toBeInTheDocument();
  });

  it('speaks Arabic under /ar/, its figures isolated, and the form too', async () => {
    const { container } = await renderPageModule(page, '/partners', { locale: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: `${arabicHero.title} ${arabicHero.highlight}` })).toBeInTheDocument();
    loadHero(container);
    await carouselsLive(container);
    for (const stat of arabicStories.flatMap((story) => story.stats)) {
      for (const figure of screen.getAllByText(stat.value)) expect(figure.tagName).toBe('BDI');
    }
    for (const stat of arabicHero.stats) expect(screen.getByText(stat.label).parentElement?.querySelector('bdi')).toHaveTextContent(stat.value);
    for (const testimonial of joinById(arabicTestimonials, testimonialSources)) {
      const byline = fill(arabicLabels.byline, { role: testimonial.role, company: testimonial.company });
      expect(byline).toContain('،');
      expect(screen.getAllByText(byline).length).toBeGreaterThan(0);
    }
    await userEvent.click(screen.getByRole('button', { name: arabicCta.buttonText }));
    const dialog = screen.getByRole('dialog', { name: arabicCta.modalTitle });
    expect(await within(dialog).findByRole('button', { name: arabicMessages.submit }, { timeout: 15_000 })).toBeInTheDocument();
  });
});
