import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPLAYING_ATTRIBUTE } from '@bbg/contract';
import { renderPageModule, stubMatchMedia, stubScrollIntoView } from '@bbg/testing';
import * as page from './qr-link-page';
import { routes } from '../../app/routes';
import arabic from '../../content/ar/qr-link.json';
import french from '../../content/fr/qr-link.json';

const { qrLinkCopy: arabicCopy } = arabic;
const { qrLinkCopy: frenchCopy } = french;

const setNarrow = (narrow: boolean) => stubMatchMedia((query) => narrow && query === '(max-width: 200px)');
// Role queries over the whole page are slow on a shared machine.
jest.setTimeout(30_000);

const zone = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name} ?,`) });

let scrollIntoView: jest.Mock;
beforeEach(() => {
  setNarrow(false);
  scrollIntoView = stubScrollIntoView();
});

describe('qr-link page', () => {
  it('has its own h1, links the wordmark home and reports the page loaded', async () => {
    await renderPageModule(page, '/qr-link', { routes });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Our Brands' })).toBeInTheDocument();
    const home = screen.getByRole('link', { name: 'BBG home' });
    expect(home).toHaveAttribute('href', '/');
    expect(home).toHaveTextContent('BBG');
    expect(screen.getByRole('status')).toHaveTextContent('loaded');
  });

  it('shows the seven categories with their brands', async () => {
    await renderPageModule(page, '/qr-link', { routes });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Travels',
      'IT',
      'Fashion',
      'General Trading',
      'GSA',
      'Electronics',
      'Logistics',
    ]);
    const travels = screen.getByRole('article', { name: 'Travels' });
    expect(within(travels).getByText('4 brands')).toBeInTheDocument();
    expect(within(travels).getAllByRole('listitem')).toHaveLength(4);
    expect(within(screen.getByRole('article', { name: 'Logistics' })).getByRole('link', { name: /^MGT/ })).toBeInTheDocument();
  });

  it('opens brand sites in a new tab and says so', async () => {
    await renderPageModule(page, '/qr-link', { routes });
    const spj = screen.getByRole('link', { name: 'SPJ (opens in a new tab)' });
    expect(spj).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    expect(spj).toHaveAttribute('target', '_blank');
    expect(spj).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('link', { name: /\(opens in a new tab\)$/ })).toHaveLength(10);
  });

  it('shows the brand with an empty link as plain text, not a link', async () => {
    await renderPageModule(page, '/qr-link', { routes });
    expect(screen.getByText('A2Z Travels')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /A2Z Travels/ })).not.toBeInTheDocument();
  });

  it('has a zone per category on the diagram, each naming its brand count and controlling its popup', async () => {
    await renderPageModule(page, '/qr-link', { routes });
    const zones = within(screen.getByRole('list', { name: 'The BBG group by category' })).getAllByRole('button');
    expect(zones.map((button) => button.textContent)).toEqual(['Travels, 4 brands', 'IT, 2 brands', 'Fashion, 1 brand', 'General Trading, 1 brand', 'GSA, 1 brand', 'Electronics, 1 brand', 'Logistics, 1 brand']);
    for (const button of zones) {
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toHaveRole('article');
    }
  });

  it('wider than 200 px shows every popup, and a zone brings its popup into view', async () => {
    await renderPageModule(page, '/qr-link', { routes });
    await userEvent.click(zone('GSA'));
    expect(scrollIntoView).toHaveBeenCalled();
    expect((scrollIntoView.mock.contexts[0] as HTMLElement).id).toBe('qr-popup-gsa');
    expect(screen.getAllByRole('article')).toHaveLength(7);
  });

  it('leaves the page where it is for a zone tapped before adoption and replayed later', async () => {
    await renderPageModule(page, '/qr-link', { routes });
    // What comeAlive does as it presses a held tap again (@bbg/runtime).
    document.documentElement.setAttribute(REPLAYING_ATTRIBUTE, '');
    act(() => zone('GSA').click());
    document.documentElement.removeAttribute(REPLAYING_ATTRIBUTE);
    expect(scrollIntoView).not.toHaveBeenCalled();
    await userEvent.click(zone('IT'));
    expect((scrollIntoView.mock.contexts[0] as HTMLElement).id).toBe('qr-popup-it');
  });

  it('at 200 px or less shows only the hovered or focused category\'s popup', async () => {
    setNarrow(true);
    await renderPageModule(page, '/qr-link', { routes });
    expect(zone('Travels')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.hover(zone('Travels'));
    expect(zone('Travels')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('article', { name: 'Travels' }).closest('li')).toHaveAttribute('data-active', 'true');
    expect(zone('IT')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.unhover(zone('Travels'));
    expect(zone('Travels')).toHaveAttribute('aria-expanded', 'false');

    act(() => zone('Fashion').focus());
    expect(zone('Fashion')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Yashika Fashion (opens in a new tab)' })).toHaveFocus();
    expect(zone('Fashion')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(zone('Fashion')).toHaveAttribute('aria-expanded', 'false');
    expect(zone('General Trading')).toHaveAttribute('aria-expanded', 'true');
  });

  it('speaks French under /fr/', async () => {
    await renderPageModule(page, '/qr-link', { routes, locale: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: frenchCopy.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: frenchCopy.homeLabel })).toHaveTextContent('BBG');
    expect(screen.getAllByRole('link', { name: /\(s’ouvre dans un nouvel onglet\)$/ })).toHaveLength(10);
    expect(zone('Voyages')).toHaveTextContent('Voyages, 4 marques');
  });

  it('speaks Arabic under /ar/', async () => {
    await renderPageModule(page, '/qr-link', { routes, locale: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: arabicCopy.title })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: arabicCopy.diagramLabel })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^السفر ?، / })).toHaveTextContent('السفر، 4 علامات تجارية');
    // The logo, its dot after its letters, is not mirrored.
    expect(screen.getByRole('link', { name: arabicCopy.homeLabel })).toHaveAttribute('dir', 'ltr');
  });
});
