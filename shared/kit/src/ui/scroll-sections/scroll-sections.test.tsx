import { act, fireEvent, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server.node';
import { LoadedFlag, renderWithKitWords, reportPageLoaded, TestPlatform } from '@bbg/testing';
import { ScrollDownButton, ScrollSections } from './scroll-sections';

const sections = [
  { id: 'hero', tooltip: 'Partners', render: () => <ScrollDownButton targetId="why" /> },
  { id: 'why', tooltip: 'Why', render: () => <p>Why partner with us</p> },
  { id: 'who', tooltip: 'Who', render: () => <p>Who we work with</p> },
];

const page = (
  <TestPlatform path="/partners">
    <LoadedFlag report />
    <ScrollSections sections={sections} />
  </TestPlatform>
);

const dotsNav = () => screen.getByRole('navigation', { name: 'Page sections' });
const dot = (name: string) => within(dotsNav()).getByRole('link', { name });

describe('ScrollSections, sections rendered once', () => {
  it('renders a section\'s content once: the page-loaded report changes only the sections\' attributes', async () => {
    const rendered: string[] = [];
    const counted = sections.map((section) => ({ ...section, render: () => (rendered.push(section.id), section.render()) }));
    const host = document.body.appendChild(document.createElement('div'));
    const counting = (
      <TestPlatform path="/partners">
        <LoadedFlag report />
        <ScrollSections sections={counted} />
      </TestPlatform>
    );
    host.innerHTML = renderToString(counting);
    rendered.length = 0;
    const root = await act(async () => hydrateRoot(host, counting));
    await act(async () => reportPageLoaded());
    expect(host.querySelector('section#why')).toHaveAttribute('data-revealed', 'true');
    expect(rendered).toEqual(['hero', 'why', 'who']);
    act(() => root.unmount());
    host.remove();
  });
});

describe('ScrollSections, served', () => {
  it('writes every section, the dots as links to their ids and the down-arrow as a link, all waiting for the hero', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(page);
    const rail = host.querySelector('nav[aria-label="Page sections"]');
    expect(rail).toHaveAttribute('data-ready', 'false');
    const links = [...(rail?.querySelectorAll('a') ?? [])];
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('aria-label')])).toEqual([
      ['#hero', 'Partners'],
      ['#why', 'Why'],
      ['#who', 'Who'],
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual(['true', null, null]);
    for (const link of links) expect(host.querySelector(link.getAttribute('href') ?? '')).toBeInstanceOf(HTMLElement);
    expect([...host.querySelectorAll('section')].map((section) => [section.id, section.dataset.revealed])).toEqual([
      ['hero', 'true'],
      ['why', 'false'],
      ['who', 'false'],
    ]);
    const down = host.querySelector('a[aria-label="Scroll to next section"]');
    expect(down).toHaveAttribute('href', '#why');
    expect(host.querySelector('button:not([type="button"])')).toBeNull();
    expect(host.innerHTML).not.toContain('style=');
  });

  it('keeps every served element while the browser adopts the page and after it reveals the rest', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    host.innerHTML = renderToString(page);
    const served = [...host.querySelectorAll('nav a, section, section a, p')];
    const errors: unknown[] = [];
    const root = await act(async () => hydrateRoot(host, page, { onRecoverableError: (error) => errors.push(error) }));
    expect([...host.querySelectorAll('nav a, section, section a, p')]).toEqual(served);
    expect(host.querySelector('nav')).toHaveAttribute('data-ready', 'false');

    await act(async () => reportPageLoaded());
    const after = [...host.querySelectorAll('nav a, section, section a, p')];
    expect(after).toHaveLength(served.length);
    after.forEach((element, index) => expect(element).toBe(served[index]));
    expect(host.querySelector('nav')).toHaveAttribute('data-ready', 'true');
    expect([...host.querySelectorAll('section')].map((section) => section.dataset.revealed)).toEqual(['true', 'true', 'true']);
    expect(errors).toEqual([]);
    act(() => root.unmount());
    host.remove();
  });
});

describe('ScrollSections, rendered in the browser', () => {
  it('mounts the sections after the first, and shows the dots, only once the page has reported itself loaded', () => {
    renderWithKitWords(page);
    expect(dotsNav()).toHaveAttribute('data-ready', 'false');
    expect(screen.getByRole('link', { name: 'Scroll to next section' })).toHaveAttribute('href', '#why');
    expect(screen.queryByText('Why partner with us')).not.toBeInTheDocument();
    reportPageLoaded();
    expect(dotsNav()).toHaveAttribute('data-ready', 'true');
    expect(screen.getByText('Why partner with us')).toBeInTheDocument();
    expect(screen.getByText('Who we work with')).toBeInTheDocument();
    expect(dot('Who')).toHaveAttribute('href', '#who');
    expect(dot('Partners')).toHaveAttribute('aria-current', 'true');
  });

  it('marks the section spanning the viewport midpoint as active, measured once per frame', () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    renderWithKitWords(page);
    reportPageLoaded();
    const place = (rects: Record<string, [top: number, bottom: number]>) => {
      for (const [id, [top, bottom]] of Object.entries(rects)) {
        const element = document.getElementById(id);
        if (!element) throw new Error(`no section ${id}`);
        element.getBoundingClientRect = () => ({ top, bottom }) as DOMRect;
      }
    };

    place({ hero: [-1600, -800], why: [-800, 100], who: [100, 900] });
    fireEvent.scroll(window);
    fireEvent.scroll(window);
    expect(frames).toHaveLength(1);
    act(() => frames.shift()?.(0));
    expect(dot('Who')).toHaveAttribute('aria-current', 'true');
    expect(dot('Partners')).not.toHaveAttribute('aria-current');

    place({ hero: [-900, -100], why: [-100, 700], who: [700, 1500] });
    fireEvent.scroll(window);
    act(() => frames.shift()?.(0));
    expect(dot('Why')).toHaveAttribute('aria-current', 'true');
    expect(dot('Who')).not.toHaveAttribute('aria-current');

    // A section spans the midpoint from its top up to, not including, its bottom: at the seam the next one is active.
    place({ hero: [-1200, -400], why: [-400, 400], who: [400, 1200] });
    fireEvent.scroll(window);
    act(() => frames.shift()?.(0));
    expect(dot('Who')).toHaveAttribute('aria-current', 'true');
    expect(dot('Why')).not.toHaveAttribute('aria-current');
  });
});

describe('ScrollSections past its end', () => {
  it('hides the rail once the sections end above its bottom, and shows it again on the way back', () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    renderWithKitWords(page);
    reportPageLoaded();
    const rail = dotsNav();
    const wrapper = document.getElementById('hero')?.parentElement;
    if (!wrapper) throw new Error('no sections');
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
  it('is a link to its target, with its own label', () => {
    renderWithKitWords(<ScrollDownButton targetId="next" label="Discover more" />);
    expect(screen.getByRole('link', { name: 'Discover more' })).toHaveAttribute('href', '#next');
  });
});
