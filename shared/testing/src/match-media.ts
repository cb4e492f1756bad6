import { stubProperty } from './stubs';

/**
 * Tests only: jsdom has no matchMedia. Every query answers `matches`, or what `matches(query)` says (the carousel
 * and the hero read prefers-reduced-motion; some pages a width). Returns the stand-in; it is removed after the test.
 */
export function stubMatchMedia(matches: boolean | ((query: string) => boolean) = false): jest.Mock {
  const answer = typeof matches === 'function' ? matches : () => matches;
  const matchMedia = jest.fn((query: string) => ({ matches: answer(query), media: query, addEventListener: jest.fn(), removeEventListener: jest.fn() }));
  stubProperty(window, 'matchMedia', matchMedia);
  return matchMedia;
}
