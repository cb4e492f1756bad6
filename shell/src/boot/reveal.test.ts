import { AFTER_HERO_SHOWN_CLASS, BOOT_AT_ATTRIBUTE, HERO_ATTRIBUTE, HERO_MEDIA_ATTRIBUTE, HERO_SHOWN_CLASS, HERO_WAITS_FOR_MEDIA, NAVIGATED_ATTRIBUTE, SCRIPTED_CLASS, VISITED_CLASS, VISITED_KEY } from '@bbg/contract';
import { reveal } from './reveal';

const html = document.documentElement;
const bootTag = (waitsForHero: boolean): Element => {
  const script = document.createElement('script');
  if (waitsForHero) script.setAttribute(HERO_ATTRIBUTE, HERO_WAITS_FOR_MEDIA);
  return script;
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  sessionStorage.clear();
  html.className = '';
  html.removeAttribute(NAVIGATED_ATTRIBUTE);
  html.removeAttribute(BOOT_AT_ATTRIBUTE);
  document.body.replaceChildren();
});

describe('the reveal', () => {
  it('marks the document scripted and a first visit as such, and shows a page without a hero picture at once, whole', () => {
    reveal(html, bootTag(false));
    expect(html).toHaveClass(SCRIPTED_CLASS, HERO_SHOWN_CLASS, AFTER_HERO_SHOWN_CLASS);
    expect(html).not.toHaveClass(VISITED_CLASS);
    expect(html).toHaveAttribute(BOOT_AT_ATTRIBUTE, expect.stringMatching(/^\d+$/));
  });

  it('marks a returning visitor', () => {
    sessionStorage.setItem(VISITED_KEY, 'true');
    reveal(html, bootTag(false));
    expect(html).toHaveClass(VISITED_CLASS);
  });

  it('shows the hero once its picture loads, or after 4 s without it', () => {
    reveal(html, bootTag(true));
    expect(html).not.toHaveClass(HERO_SHOWN_CLASS);
    document.body.appendChild(document.createElement('img')).dispatchEvent(new Event('load'));
    expect(html).not.toHaveClass(HERO_SHOWN_CLASS);
    const hero = document.body.appendChild(document.createElement('img'));
    hero.setAttribute(HERO_MEDIA_ATTRIBUTE, '');
    hero.dispatchEvent(new Event('error'));
    expect(html).toHaveClass(HERO_SHOWN_CLASS);
    // What follows the hero waits for its paint (the boot script's whenHeroPainted).
    expect(html).not.toHaveClass(AFTER_HERO_SHOWN_CLASS);

    html.classList.remove(HERO_SHOWN_CLASS);
    reveal(html, bootTag(true));
    jest.advanceTimersByTime(4000);
    expect(html).toHaveClass(HERO_SHOWN_CLASS);
  });

  it('leaves the reveal to the page after a client navigation', () => {
    reveal(html, bootTag(true));
    html.setAttribute(NAVIGATED_ATTRIBUTE, '');
    jest.advanceTimersByTime(4000);
    expect(html).not.toHaveClass(HERO_SHOWN_CLASS);
  });
});
