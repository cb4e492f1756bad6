import { ENTRY_ID, HERO_SHOWN_CLASS, LATE_FACES_ATTRIBUTE, LATE_FACES_ID } from '@bbg/contract';
import { whenHeroPainted } from './hero-painted';
import { startEntry } from './start-entry';

const html = document.documentElement;
const scripts = () => [...document.head.querySelectorAll('script[src]')] as HTMLScriptElement[];

function named(id: string, record: unknown): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = id;
  element.textContent = JSON.stringify(record);
  document.head.append(element);
}

beforeEach(() => {
  jest.useFakeTimers();
  named(ENTRY_ID, { src: '/static/js/main.1.js', integrity: 'sha384-main' });
  named(LATE_FACES_ID, { sheet: '/static/css/faces.1.css', faces: [{ family: 'Inter', src: 'url(/inter-600.woff2)', weight: '600' }] });
});
afterEach(() => {
  jest.useRealTimers();
  html.className = '';
  html.removeAttribute(LATE_FACES_ATTRIBUTE);
  document.head.replaceChildren();
});

/** As the boot script wires them: once the hero has painted, the entry and the late faces start. */
const startEntryAfterHero = (): void => whenHeroPainted(html, () => startEntry(html));

describe('the entry and the late faces', () => {
  it('start once the hero has settled and its frame has painted, not before', async () => {
    startEntryAfterHero();
    await jest.advanceTimersByTimeAsync(1000);
    expect(scripts()).toEqual([]);
    html.classList.add(HERO_SHOWN_CLASS);
    await jest.advanceTimersByTimeAsync(100);
    const [entry] = scripts();
    expect(scripts()).toHaveLength(1);
    expect(entry).toMatchObject({ src: 'http://localhost/static/js/main.1.js', integrity: 'sha384-main', crossOrigin: 'anonymous', async: false });
    // jsdom has no Font Loading API: the faces join as their sheet.
    expect(document.head.querySelector('link[rel="stylesheet"]')).toHaveAttribute('href', '/static/css/faces.1.css');
    expect(html).toHaveAttribute(LATE_FACES_ATTRIBUTE, 'sheet');
  });

  it('start once, when the hero had settled before the script ran', async () => {
    html.classList.add(HERO_SHOWN_CLASS);
    startEntryAfterHero();
    await jest.advanceTimersByTimeAsync(3000);
    expect(scripts()).toHaveLength(1);
  });
});

describe('whenHeroPainted', () => {
  it('runs once, however many of its waits end (the frames, the first paint, the cap)', async () => {
    const then = jest.fn();
    whenHeroPainted(html, then);
    await jest.advanceTimersByTimeAsync(1000);
    expect(then).not.toHaveBeenCalled();
    html.classList.add(HERO_SHOWN_CLASS);
    await jest.advanceTimersByTimeAsync(5000);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
