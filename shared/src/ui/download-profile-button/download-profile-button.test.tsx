import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultRuntimeConfig } from '../../config/runtime-config';
import { RuntimeConfigProvider } from '@bbg/shared/platform';
import { DOWNLOAD_FAILED, DownloadProfileButton, PROFILE_FILE_NAME } from './download-profile-button';

const renderButton = () =>
  render(
    <RuntimeConfigProvider config={defaultRuntimeConfig}>
      <DownloadProfileButton>Download PDF</DownloadProfileButton>
    </RuntimeConfigProvider>,
  );

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:profile');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('DownloadProfileButton', () => {
  it('fetches the configured PDF as a blob and saves it as BBG_Company_Profile.pdf', async () => {
    global.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, blob: () => Promise.resolve(new Blob(['%PDF'])) });
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.href}`);
    });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(clicked).toEqual([`${PROFILE_FILE_NAME} blob:profile`]));
    expect(global.fetch).toHaveBeenCalledWith(defaultRuntimeConfig.companyProfileUrl);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:profile');
    expect(window.alert).not.toHaveBeenCalled();
  });

  it.each([
    ['a non-2xx answer', () => Promise.resolve({ ok: false, status: 404 })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('alerts the spec message and logs on %s', async (_case, answer) => {
    global.fetch = jest.fn(answer) as unknown as typeof fetch;
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith(DOWNLOAD_FAILED));
    expect(console.error).toHaveBeenCalled();
    expect(DOWNLOAD_FAILED).toBe('Failed to download the PDF. Please try again later.');
  });
});
