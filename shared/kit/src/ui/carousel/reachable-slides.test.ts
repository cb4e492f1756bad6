import { reachOnlySlidesInView } from './reachable-slides';

/** A row of slides 100 px wide side by side from `start`, each with a link, laid out as a browser would. */
function row(start: number, count: number): HTMLElement[] {
  return Array.from({ length: count }, (_, index) => {
    const slide = document.createElement('div');
    slide.innerHTML = `<a href="#s${index}">Slide ${index + 1}</a>`;
    const left = start + index * 100;
    slide.getBoundingClientRect = () => ({ x: left, y: 0, left, right: left + 100, top: 0, bottom: 50, width: 100, height: 50, toJSON: () => ({}) });
    document.body.append(slide);
    return slide;
  });
}

const frame = { left: 0, right: 300 };
const reachable = (slides: readonly HTMLElement[]) => slides.map((slide) => (slide.querySelector('a')?.tabIndex ?? -1) >= 0);

afterEach(() => document.body.replaceChildren());

describe('reachOnlySlidesInView', () => {
  it('lets focus reach only the slides wholly inside the frame', () => {
    const slides = row(-100, 6);
    reachOnlySlidesInView(frame, slides, null);
    expect(reachable(slides)).toEqual([false, true, true, true, false, false]);
  });

  it('counts a slide a fraction of a pixel over the edge as in view, and one half out as out', () => {
    const nearly = row(0.6, 4);
    reachOnlySlidesInView(frame, nearly, null);
    expect(reachable(nearly)).toEqual([true, true, true, false]);
    const half = row(50, 3);
    reachOnlySlidesInView(frame, half, null);
    expect(reachable(half)).toEqual([true, true, false]);
  });

  it('keeps the slide that holds focus reachable, though it has moved out of view', () => {
    const slides = row(-100, 4);
    reachOnlySlidesInView(frame, slides, slides[0]?.querySelector('a') ?? null);
    expect(reachable(slides)).toEqual([true, true, true, true]);
  });

  it('as a move starts takes focus from the slide leaving, and gives it to the one coming only once the track rests', () => {
    const slides = row(0, 4);
    reachOnlySlidesInView(frame, slides, null);
    reachOnlySlidesInView(frame, slides, null, -100);
    expect(reachable(slides)).toEqual([false, true, true, false]);
    for (const [index, slide] of slides.entries()) {
      const left = index * 100 - 100;
      slide.getBoundingClientRect = () => ({ x: left, y: 0, left, right: left + 100, top: 0, bottom: 50, width: 100, height: 50, toJSON: () => ({}) });
    }
    reachOnlySlidesInView(frame, slides, null);
    expect(reachable(slides)).toEqual([false, true, true, true]);
  });

  it('never makes a slide inert (a pointer still reaches one half in view), and gives back the tabindex a control had', () => {
    const slides = row(250, 1);
    const control = slides[0]?.querySelector('a');
    control?.setAttribute('tabindex', '0');
    reachOnlySlidesInView(frame, slides, null);
    expect(control?.tabIndex).toBe(-1);
    expect(slides[0]?.hasAttribute('inert')).toBe(false);
    reachOnlySlidesInView({ left: 200, right: 400 }, slides, null);
    expect(control?.getAttribute('tabindex')).toBe('0');
  });

  it('gives a slide back to focus once it has come into view', () => {
    const slides = row(200, 2);
    reachOnlySlidesInView(frame, slides, null);
    expect(reachable(slides)).toEqual([true, false]);
    reachOnlySlidesInView({ left: 200, right: 500 }, slides, null);
    expect(reachable(slides)).toEqual([true, true]);
  });
});
