import { act, render, screen } from '@testing-library/react';
import { notify, TOAST_DEFAULT_MS, ToastHost } from './toasts';

describe('toasts', () => {
  it('shows a message at the top centre', async () => {
    const { container } = render(<ToastHost />);
    act(() => {
      notify.success('Enquiry submitted successfully!', { autoClose: 3000 });
    });
    expect(await screen.findByText('Enquiry submitted successfully!')).toBeInTheDocument();
    expect(container.querySelector('.Toastify__toast-container--top-center')).not.toBeNull();
    expect(TOAST_DEFAULT_MS).toBe(5000);
  });
});
