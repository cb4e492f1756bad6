import { act, renderHook } from '@testing-library/react';
import { useSlideLock } from './use-slide-lock';

describe('useSlideLock', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('lets one of two presses made before a render through, and the next only once the lock is over', () => {
    const { result } = renderHook(() => useSlideLock(5, 1000));
    act(() => {
      result.current.move(1);
      result.current.move(1);
    });
    expect(result.current.index).toBe(1);
    expect(result.current.locked).toBe(true);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.locked).toBe(false);
    act(() => result.current.move(-1));
    act(() => jest.advanceTimersByTime(1000));
    act(() => result.current.move(-1));
    expect(result.current.index).toBe(4);
  });
});
