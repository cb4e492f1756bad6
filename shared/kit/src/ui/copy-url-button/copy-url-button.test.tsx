import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithKitWords } from '@bbg/testing';
import { kitWords } from '../../content/kit-words';
import { CopyUrlButton } from './copy-url-button';

const COPY_SUCCESS = kitWords.copyUrl.copied;

// fireEvent rather than user-event: user-event installs its own clipboard stub.
const writeText = jest.fn();

beforeEach(() => {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  window.history.pushState({}, '', '/news-events-inner?utm=1');
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

const click = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Copy URL' }));
  });
};

describe('CopyUrlButton', () => {
  it("copies origin and path without the query and says 'URL copied to clipboard!' for 2 s", async () => {
    writeText.mockResolvedValue(undefined);
    renderWithKitWords(<CopyUrlButton />);
    await click();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/news-events-inner`);
    expect(screen.getByRole('status')).toHaveTextContent(COPY_SUCCESS);
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByRole('status')).toHaveTextContent(COPY_SUCCESS);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(COPY_SUCCESS).toBe('URL copied to clipboard!');
  });

  it('only logs when the clipboard refuses', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    writeText.mockRejectedValue(new Error('denied'));
    renderWithKitWords(<CopyUrlButton />);
    await click();
    expect(log).toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
