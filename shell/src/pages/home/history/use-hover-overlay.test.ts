import { act, renderHook } from '@testing-library/react';
import { HOVER_CLOSE_DELAY_MS, useHoverOverlay } from './use-hover-overlay';

describe('useHoverOverlay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens on image hover and stays open while the pointer crosses to the overlay', () => {
    const { result } = renderHook(() => useHoverOverlay<string>());
    act(() => result.current.enter('image', 'culture-3'));
    expect(result.current.openItem).toBe('culture-3');
    act(() => result.current.leave('image'));
    act(() => result.current.enter('overlay'));
    act(() => jest.advanceTimersByTime(HOVER_CLOSE_DELAY_MS * 2));
    expect(result.current.openItem).toBe('culture-3');
  });

  it('closes once the pointer has left both the image and the overlay', () => {
    const { result } = renderHook(() => useHoverOverlay<string>());
    act(() => result.current.enter('image', 'culture-1'));
    act(() => result.current.enter('overlay'));
    act(() => result.current.leave('image'));
    act(() => jest.advanceTimersByTime(HOVER_CLOSE_DELAY_MS));
    expect(result.current.openItem).toBe('culture-1');
    act(() => result.current.leave('overlay'));
    act(() => jest.advanceTimersByTime(HOVER_CLOSE_DELAY_MS));
    expect(result.current.openItem).toBeNull();
  });

  it('opens and closes on demand (keyboard and click)', () => {
    const { result } = renderHook(() => useHoverOverlay<string>());
    act(() => result.current.open('culture-7'));
    expect(result.current.openItem).toBe('culture-7');
    act(() => result.current.close());
    expect(result.current.openItem).toBeNull();
  });
});
