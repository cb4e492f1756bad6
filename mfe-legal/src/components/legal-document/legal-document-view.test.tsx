import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocationProbe, stubScrollIntoView, TestPlatform } from '@bbg/testing';
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
    <TestPlatform path="/sample">
      <LegalDocumentView document={sample} labels={labels} />
      <LocationProbe />
    </TestPlatform>,
  );
}

/** jsdom does no layout: record what is scrolled into view instead. */
let scrollIntoView: jest.Mock;
beforeEach(() => {
  scrollIntoView = stubScrollIntoView();
});
const scrolled = (): unknown[] => scrollIntoView.mock.contexts;

// Role queries over a whole legal document are slow on a busy machine; 5 s is not always enough.
jest.setTimeout(20_000);

describe('LegalDocumentView', () => {
  // The deep-link test sets jsdom's URL; each test starts without a fragment.
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

  it('scrolls to the section, focuses its heading and puts its anchor in the URL, by mouse or keyboard', async () => {
    const user = userEvent.setup();
    renderView();
    const toc = screen.getByRole('navigation', { name: 'Contents here' });
    const location = screen.getByRole('status', { name: 'location' });
    await user.click(within(toc).getByRole('link', { name: 'Second part' }));
    const second = screen.getByRole('heading', { level: 2, name: 'Second part' });
    expect(second).toHaveFocus();
    expect(scrolled()).toEqual([second]);
    expect(location).toHaveTextContent('/sample#second');

    within(toc).getByRole('link', { name: 'First part' }).focus();
    await user.keyboard('{Enter}');
    const first = screen.getByRole('heading', { level: 2, name: 'First part' });
    expect(first).toHaveFocus();
    expect(scrolled()).toEqual([second, first]);
    expect(location).toHaveTextContent('/sample#first');
  });

  it.each(['Control', 'Meta', 'Shift', 'Alt'])('leaves a click with %s held (new tab, new window, download) to the browser', async (key) => {
    const user = userEvent.setup();
    renderView();
    const link = within(screen.getByRole('navigation', { name: 'Contents here' })).getByRole('link', { name: 'Second part' });
    await user.keyboard(`{${key}>}`);
    await user.click(link);
    await user.keyboard(`{/${key}}`);
    expect(scrolled()).toEqual([]);
    expect(screen.getByRole('heading', { level: 2, name: 'Second part' })).not.toHaveFocus();
    expect(screen.getByRole('status', { name: 'location' })).not.toHaveTextContent('#second');
  });

  it('leads back from a section to the contents, focusing their heading', async () => {
    const user = userEvent.setup();
    renderView();
    const second = screen.getByRole('region', { name: 'Second part' });
    const back = within(second).getByRole('link', { name: 'Up to contents' });
    expect(back).toHaveAttribute('href', '#legal-contents');
    await user.click(back);
    const contents = screen.getByRole('heading', { level: 2, name: 'Contents here' });
    expect(contents).toHaveFocus();
    expect(scrolled()).toEqual([contents]);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/sample#legal-contents');
  });

  it('renders links in the copy as site links that print their full address', () => {
    renderView();
    const policy = screen.getByRole('link', { name: 'policy' });
    expect(policy).toHaveAttribute('href', '/privacy-policy');
    expect(policy).toHaveAttribute('data-print-url', 'http://localhost:8080/privacy-policy');
    expect(screen.getByText(/Read the/)).toHaveTextContent('Read the policy first.');
    expect(screen.getByRole('link', { name: 'B' })).toHaveAttribute('href', '/contact-us');
  });

  it('follows a deep link to a section once the page has arrived', async () => {
    window.history.replaceState(null, '', '/#second');
    renderView();
    await waitFor(() => expect(scrolled()).toEqual([screen.getByRole('heading', { level: 2, name: 'Second part' })]));
  });

  it('marks no section as current where the browser cannot observe scrolling', () => {
    renderView();
    const toc = screen.getByRole('navigation', { name: 'Contents here' });
    for (const link of within(toc).getAllByRole('link')) expect(link).not.toHaveAttribute('aria-current');
  });
});
