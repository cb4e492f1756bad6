import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultRuntimeConfig } from '@bbg/contract';
import { TestPlatform } from '@bbg/testing';
import { kitWords } from '../../content/kit-words';
import { DownloadProfileButton, PROFILE_FILE_NAME, REVOKE_AFTER_MS } from './download-profile-button';

const DOWNLOAD_FAILED = kitWords.download.failed;

const renderButton = () =>
  render(
    <TestPlatform>
      <DownloadProfileButton label="Download PDF" />
    </TestPlatform>,
  );
const button = () => screen.getByRole('button', { name: 'Download PDF' });

const originalFetch = global.fetch;
beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:profile');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  global.fetch = originalFetch;
  jest.useRealTimers();
});

describe('DownloadProfileButton', () => {
  it('fetches the configured PDF as a blob and saves it as BBG_Company_Profile.pdf through a temporary link', async () => {
    const pdf = new Blob(['%PDF']);
    global.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, blob: () => Promise.resolve(pdf) });
    const clicked: { download: string; href: string; attached: boolean }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href, attached: document.body.contains(this) });
    });
    renderButton();
    await userEvent.click(button());
    await waitFor(() => expect(clicked).toEqual([{ download: PROFILE_FILE_NAME, href: 'blob:profile', attached: true }]));
    expect(PROFILE_FILE_NAME).toBe('BBG_Company_Profile.pdf');
    expect(global.fetch).toHaveBeenCalledWith(defaultRuntimeConfig.companyProfileUrl);
    expect(URL.createObjectURL).toHaveBeenCalledWith(pdf);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('keeps the blob URL for a minute after the click, then revokes it', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    global.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, blob: () => Promise.resolve(new Blob(['%PDF'])) });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderButton();
    await user.click(button());
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    act(() => jest.advanceTimersByTime(REVOKE_AFTER_MS - 1));
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:profile');
    expect(REVOKE_AFTER_MS).toBe(60_000);
  });

  it('is disabled and busy while the download runs', async () => {
    let answer: (value: unknown) => void = () => undefined;
    global.fetch = jest.fn(() => new Promise((resolve) => (answer = resolve))) as unknown as typeof fetch;
    renderButton();
    await userEvent.click(button());
    expect(button()).toBeDisabled();
    expect(button()).toHaveAttribute('aria-busy', 'true');
    answer({ ok: false, status: 500 });
    await waitFor(() => expect(button()).toBeEnabled());
    expect(button()).toHaveAttribute('aria-busy', 'false');
  });

  it.each([
    ['a non-2xx answer', () => Promise.resolve({ ok: false, status: 404 })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('alerts the documented message and logs on %s', async (_case, answer) => {
    global.fetch = jest.fn(answer) as unknown as typeof fetch;
    renderButton();
    await userEvent.click(button());
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Failed to download the PDF. Please try again later.'));
    expect(DOWNLOAD_FAILED).toBe('Failed to download the PDF. Please try again later.');
    expect(console.error).toHaveBeenCalled();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});
