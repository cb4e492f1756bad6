/** Tests only: jsdom has no matchMedia; every query answers `matches` (the carousel reads prefers-reduced-motion). */
export function stubMatchMedia(matches = false): void {
  window.matchMedia = jest.fn().mockReturnValue({ matches, addEventListener: jest.fn(), removeEventListener: jest.fn() });
}
