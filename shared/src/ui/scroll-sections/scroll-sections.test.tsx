import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageLoadedProvider, usePageLoaded } from '@bbg/shared/platform';
import { ScrollDownButton, ScrollSections } from './scroll-sections';

const sections = [
  { id: 'hero', tooltip: 'Partners', render: () => <ScrollDownButton targetId="why" /> },
  { id: 'why', tooltip: 'Why', render: () => <p>Why partner with us</p> },
  { id: 'who', tooltip: 'Who', render: () => <p>Who we work with</p> },
];

function Reporter() {
  const { markLoaded } = usePageLoaded();
  return (
    <button type="button" onClick={markLoaded}>
      hero image loaded
    </button>
  );
}

const renderSections = (heroLoaded: boolean) =>
  render(
    <PageLoadedProvider pathname="/partners">
      <Reporter />
      <ScrollSections sections={sections} heroLoaded={heroLoaded} />
    </PageLoadedProvider>,
  );

const scrollIntoView = jest.fn();
beforeEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
  scrollIntoView.mockClear();
  window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
});

describe('ScrollSections', () => {
  it('shows no dots and only the first section until the hero has loaded', () => {
    renderSections(false);
    expect(screen.queryByRole('navigation', { name: 'Page sections' })).not.toBeInTheDocument();
    expect(screen.queryByText('Why partner with us')).not.toBeInTheDocument();
  });

  it('renders the later sections only once the page has also reported itself loaded', async () => {
    renderSections(true);
    expect(screen.getAllByRole('button', { name: 'Partners' })).toHaveLength(1);
    expect(screen.queryByText('Why partner with us')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'hero image loaded' }));
    expect(screen.getByText('Why partner with us')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Who' })).toBeInTheDocument();
  });

  it('scrolls smoothly to a section when its dot or the down-arrow is pressed', async () => {
    renderSections(true);
    await userEvent.click(screen.getByRole('button', { name: 'hero image loaded' }));
    await userEvent.click(screen.getByRole('button', { name: 'Who' }));
    expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(document.getElementById('who'));
    await userEvent.click(screen.getByRole('button', { name: 'Scroll to next section' }));
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(document.getElementById('why'));
  });

  it('marks the section spanning the viewport midpoint as active', async () => {
    renderSections(true);
    await userEvent.click(screen.getByRole('button', { name: 'hero image loaded' }));
    const rects: Record<string, [number, number]> = { hero: [-1600, -800], why: [-800, 100], who: [100, 900] };
    for (const [id, [top, bottom]] of Object.entries(rects)) {
      document.getElementById(id)!.getBoundingClientRect = () => ({ top, bottom }) as DOMRect;
    }
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByRole('button', { name: 'Who' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Why' })).not.toHaveAttribute('aria-current');
  });
});
