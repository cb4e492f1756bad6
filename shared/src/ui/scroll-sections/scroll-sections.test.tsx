import { act, fireEvent, render, screen } from '@testing-library/react';
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
      report page loaded
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

const reportLoaded = () => fireEvent.click(screen.getByRole('button', { name: 'report page loaded' }));
const dotsNav = () => screen.queryByRole('navigation', { name: 'Page sections' });

const scrollIntoView = jest.fn();
const setReducedMotion = (reduce: boolean) => {
  window.matchMedia = jest.fn().mockReturnValue({ matches: reduce });
};

beforeEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
  scrollIntoView.mockClear();
  setReducedMotion(false);
});

describe('ScrollSections', () => {
  it('shows no dots and only the first section until the hero has loaded', () => {
    renderSections(false);
    reportLoaded();
    expect(dotsNav()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scroll to next section' })).toBeInTheDocument();
    expect(screen.queryByText('Why partner with us')).not.toBeInTheDocument();
  });

  it('renders the later sections only once the hero has loaded and the page has reported itself loaded', () => {
    renderSections(true);
    expect(dotsNav()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Partners' })).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByText('Why partner with us')).not.toBeInTheDocument();
    reportLoaded();
    expect(screen.getByText('Why partner with us')).toBeInTheDocument();
    expect(screen.getByText('Who we work with')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Partners|Why|Who/ })).toHaveLength(3);
  });

  it('scrolls smoothly to the section of a pressed dot, and to the next one from the down-arrow', async () => {
    renderSections(true);
    reportLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Who' }));
    expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(document.getElementById('who'));
    await userEvent.click(screen.getByRole('button', { name: 'Scroll to next section' }));
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(document.getElementById('why'));
  });

  it('jumps without animation under prefers-reduced-motion', async () => {
    setReducedMotion(true);
    renderSections(true);
    reportLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Why' }));
    expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('marks the section spanning the viewport midpoint as active, measured once per frame', () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    renderSections(true);
    reportLoaded();
    const place = (rects: Record<string, [top: number, bottom: number]>) => {
      for (const [id, [top, bottom]] of Object.entries(rects)) {
        const element = document.getElementById(id);
        if (element) element.getBoundingClientRect = () => ({ top, bottom }) as DOMRect;
      }
    };

    place({ hero: [-1600, -800], why: [-800, 100], who: [100, 900] });
    fireEvent.scroll(window);
    fireEvent.scroll(window);
    expect(frames).toHaveLength(1);
    act(() => frames.shift()?.(0));
    expect(screen.getByRole('button', { name: 'Who' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Partners' })).not.toHaveAttribute('aria-current');

    place({ hero: [-900, -100], why: [-100, 700], who: [700, 1500] });
    fireEvent.scroll(window);
    act(() => frames.shift()?.(0));
    expect(screen.getByRole('button', { name: 'Why' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Who' })).not.toHaveAttribute('aria-current');
  });
});

describe('ScrollSections past its end', () => {
  it('hides the rail once the sections end above its bottom, and shows it again on the way back', () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    renderSections(true);
    reportLoaded();
    const rail = dotsNav();
    const wrapper = document.getElementById('hero')?.parentElement;
    if (!rail || !wrapper) throw new Error('no rail or sections');
    rail.getBoundingClientRect = () => ({ top: 300, bottom: 500 }) as DOMRect;
    const endAt = (bottom: number) => {
      wrapper.getBoundingClientRect = () => ({ top: bottom - 2400, bottom }) as DOMRect;
      fireEvent.scroll(window);
      act(() => frames.shift()?.(0));
    };

    endAt(501);
    expect(rail).not.toHaveAttribute('data-past');
    endAt(499);
    expect(rail).toHaveAttribute('data-past');
    endAt(800);
    expect(rail).not.toHaveAttribute('data-past');
  });
});

describe('ScrollDownButton', () => {
  it('takes its own label', async () => {
    render(<ScrollDownButton targetId="next" label="Discover more" />);
    await userEvent.click(screen.getByRole('button', { name: 'Discover more' }));
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
