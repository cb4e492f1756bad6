import { act, render, screen } from '@testing-library/react';
import { TOAST_DEFAULT_MS } from './toast-timing';
import { notify, ToastHost } from './toasts';

describe('toasts', () => {
  it('shows a success message in a top-centre container', async () => {
    const { container } = render(<ToastHost />);
    act(() => {
      notify.success('Enquiry submitted successfully!', { autoClose: 3000 });
    });
    expect(await screen.findByText('Enquiry submitted successfully!')).toBeInTheDocument();
    expect(container.querySelector('.Toastify__toast-container--top-center')).not.toBeNull();
    expect(TOAST_DEFAULT_MS).toBe(5000);
  });

  it('shows an error message as an error toast', async () => {
    render(<ToastHost />);
    act(() => {
      notify.error('Failed to submit enquiry. Please try again.');
    });
    const message = await screen.findByText('Failed to submit enquiry. Please try again.');
    expect(message.closest('.Toastify__toast')).toHaveClass('Toastify__toast--error');
  });
});
