import { act, render, screen } from '@testing-library/react';
import type { KitWords } from '@bbg/contract';
import { KitWordsProvider, LocaleProvider } from '@bbg/platform';
import { renderWithKitWords, toastLifetime } from '@bbg/testing';
import { kitWords } from '../../content/kit-words';
import { TOAST_DEFAULT_MS } from './toast-timing';
import { notify, ToastHost } from './toasts';

describe('toasts', () => {
  it('shows a success message in a top-centre container', async () => {
    const { container } = renderWithKitWords(<ToastHost />);
    act(() => {
      notify.success('Enquiry submitted successfully!', { autoClose: 3000 });
    });
    expect(await screen.findByText('Enquiry submitted successfully!')).toBeInTheDocument();
    expect(container.querySelector('.Toastify__toast-container--top-center')).not.toBeNull();
    expect(toastLifetime('Enquiry submitted successfully!')).toBe('3000ms');
  });

  it('shows an error message as an error toast', async () => {
    renderWithKitWords(<ToastHost />);
    act(() => {
      notify.error('Failed to submit enquiry. Please try again.');
    });
    const message = await screen.findByText('Failed to submit enquiry. Please try again.');
    expect(message.closest('.Toastify__toast')).toHaveClass('Toastify__toast--error');
    expect(message.closest('.Toastify__toast')).not.toHaveClass('Toastify__toast--rtl');
  });

  it('closes a toast by itself after the site default of 5000 ms when its caller names no time', async () => {
    expect(TOAST_DEFAULT_MS).toBe(5000);
    renderWithKitWords(<ToastHost />);
    act(() => {
      notify.success('Link copied');
    });
    await screen.findByText('Link copied');
    expect(toastLifetime('Link copied')).toBe('5000ms');
  });

  it('names its region and each close button with the words it is given, in the document’s language and direction', async () => {
    const arabic: KitWords = { ...kitWords, toasts: { region: 'الإشعارات Alt+T', close: 'إغلاق الإشعار' } };
    render(
      <LocaleProvider locale="ar">
        <KitWordsProvider words={arabic}>
          <ToastHost />
        </KitWordsProvider>
      </LocaleProvider>,
    );
    act(() => {
      notify.error('تعذّر إرسال استفسارك.');
    });
    await screen.findByText('تعذّر إرسال استفسارك.');
    expect(screen.getByRole('region', { name: 'الإشعارات Alt+T' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إغلاق الإشعار' })).toHaveClass('Toastify__close-button');
    expect(screen.queryByRole('button', { name: 'close' })).toBeNull();
    // The timer bar, named in English by the library, is out of reach of assistive technology (it stays in sight).
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(toastLifetime('تعذّر إرسال استفسارك.')).toBe('5000ms');
    expect(screen.getByText('تعذّر إرسال استفسارك.').closest('.Toastify__toast')).toHaveClass('Toastify__toast--rtl');
  });
});
