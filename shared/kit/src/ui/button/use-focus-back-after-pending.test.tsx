import { render, screen } from '@testing-library/react';
import { useFocusBackAfterPending } from './use-focus-back-after-pending';

function Form({ pending }: { readonly pending: boolean }) {
  const submit = useFocusBackAfterPending(pending);
  return (
    <form aria-label="Enquiry">
      <input aria-label="Name" disabled={pending} />
      <button ref={submit} type="submit" disabled={pending}>
        Send
      </button>
      <a href="#elsewhere">Elsewhere</a>
    </form>
  );
}

describe('useFocusBackAfterPending', () => {
  it('gives focus back to the submit button once the answer is in, when disabling it dropped focus to the page', () => {
    const { rerender } = render(<Form pending={false} />);
    // A browser drops focus to the page when the focused control is disabled; jsdom keeps it, so it starts there.
    rerender(<Form pending />);
    expect(document.activeElement).toBe(document.body);
    rerender(<Form pending={false} />);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
  });

  it('moves nothing on a first render, and leaves focus where the visitor moved it meanwhile', () => {
    const { rerender } = render(<Form pending={false} />);
    expect(document.activeElement).toBe(document.body);
    rerender(<Form pending />);
    screen.getByRole('link', { name: 'Elsewhere' }).focus();
    rerender(<Form pending={false} />);
    expect(screen.getByRole('link', { name: 'Elsewhere' })).toHaveFocus();
  });
});
