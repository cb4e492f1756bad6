import { act, render, screen } from '@testing-library/react';
import { TestPlatform } from '@bbg/shared/testing';
import { StartupLoader, VISITED_KEY } from './startup-loader';

const renderLoader = () =>
  render(
    <TestPlatform>
      <StartupLoader />
    </TestPlatform>,
  );

describe('StartupLoader', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it("shows for 3000 ms on the first visit and sets the 'visited' flag", () => {
    renderLoader();
    expect(screen.getByTestId('startup-loader')).toBeInTheDocument();
    expect(sessionStorage.getItem(VISITED_KEY)).toBe('true');
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByTestId('startup-loader')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId('startup-loader')).not.toBeInTheDocument();
  });

  it('is dropped at once when the session was already visited', () => {
    sessionStorage.setItem(VISITED_KEY, 'true');
    renderLoader();
    expect(screen.queryByTestId('startup-loader')).not.toBeInTheDocument();
  });
});
