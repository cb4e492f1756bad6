import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithKitWords, stubDialog } from '@bbg/testing';
import { Modal } from './modal';

beforeEach(stubDialog);

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Join Us
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Partner with us">
        <label>
          Full Name <input />
        </label>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens titled, closes with the close button and returns focus to the opener', async () => {
    renderWithKitWords(<Harness />);
    const opener = screen.getByRole('button', { name: 'Join Us' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Partner with us' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape (the dialog cancel event)', async () => {
    renderWithKitWords(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Join Us' }));
    // The browser's own close is cancelled (fireEvent answers false): the open state stays React's.
    expect(fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }))).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join Us' })).toHaveFocus();
  });
});
