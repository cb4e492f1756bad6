import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('keeps the text in the accessibility tree, as a heading when asked', () => {
    render(<VisuallyHidden as="h1">Newsletter</VisuallyHidden>);
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeInTheDocument();
  });

  it('is a live region when asked, there before its words', () => {
    const { rerender } = render(<VisuallyHidden role="status">{''}</VisuallyHidden>);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    rerender(<VisuallyHidden role="status">Submitting...</VisuallyHidden>);
    expect(screen.getByRole('status')).toHaveTextContent('Submitting...');
  });
});
