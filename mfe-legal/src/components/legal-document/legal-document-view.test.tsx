import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { LegalDocument } from '../../content/legal-document';
import { LegalDocumentView } from './legal-document-view';

const sample = {
  title: 'Sample Terms',
  intro: ['An introduction.', ['Read the ', { text: 'policy', to: '/privacy-policy' }, ' first.']],
  sections: [
    { id: 'first', heading: 'First part', body: ['Para one.', { list: ['Item A', ['Item ', { text: 'B', to: '/contact-us' }]] }] },
    { id: 'second', heading: 'Second part', body: ['Para two.'] },
  ],
} as const satisfies LegalDocument;

const labels = { toc: 'Contents here', backToContents: 'Up to contents' };

function renderView() {
  return render(
    <MemoryRouter>
      <LegalDocumentView document={sample} labels={labels} />
    </MemoryRouter>,
  );
}

describe('LegalDocumentView', () => {
  // Following an in-page link changes jsdom's URL; each test starts without a fragment.
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('renders the title, intro, a labelled table of contents and each section as a labelled region', () => {
    renderView();
    expect(screen.getByRole('article', { name: 'Sample Terms' })).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'Contents here' });
    const tocLinks = within(toc).getAllByRole('link');
    expect(tocLinks.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['First part', '#first'],
      ['Second part', '#second'],
    ]);
    const first = screen.getByRole('region', { name: 'First part' });
    expect(within(first).getByText('Para one.')).toBeInTheDocument();
    expect(within(first).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Second part' })).toHaveAttribute('id', 'second');
  });

  it('moves focus to the section heading when a contents link is followed, by mouse or keyboard', async () => {
    const user = userEvent.setup();
    renderView();
    const toc = screen.getByRole('navigation', { name: 'Contents here' });
    await user.click(within(toc).getByRole('link', { name: 'Second part' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Second part' })).toHaveFocus();

    within(toc).getByRole('link', { name: 'First part' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 2, name: 'First part' })).toHaveFocus();
  });

  it('leads back from a section to the contents, focusing their heading', async () => {
    const user = userEvent.setup();
    renderView();
    const second = screen.getByRole('region', { name: 'Second part' });
    const back = within(second).getByRole('link', { name: 'Up to contents' });
    expect(back).toHaveAttribute('href', '#legal-contents');
    await user.click(back);
    expect(screen.getByRole('heading', { level: 2, name: 'Contents here' })).toHaveFocus();
  });

  it('renders links in the copy as site links that print their full address', () => {
    renderView();
    const policy = screen.getByRole('link', { name: 'policy' });
    expect(policy).toHaveAttribute('href', '/privacy-policy');
    expect(policy).toHaveAttribute('data-print-url', `${window.location.origin}/privacy-policy`);
    expect(screen.getByText(/Read the/)).toHaveTextContent('Read the policy first.');
    expect(screen.getByRole('link', { name: 'B' })).toHaveAttribute('href', '/contact-us');
  });

  it('follows a deep link to a section once the page has arrived', async () => {
    window.history.replaceState(null, '', '/#second');
    const scrolled: Element[] = [];
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element) {
        scrolled.push(this);
      },
    });
    try {
      renderView();
      await waitFor(() => expect(scrolled).toEqual([screen.getByRole('heading', { level: 2, name: 'Second part' })]));
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('marks no section as current where the browser cannot observe scrolling', () => {
    renderView();
    const toc = screen.getByRole('navigation', { name: 'Contents here' });
    for (const link of within(toc).getAllByRole('link')) expect(link).not.toHaveAttribute('aria-current');
  });
});
