import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('keeps the text in the accessibility tree, as a heading when asked', () => {
    render(<VisuallyHidden as="h1">Newsletter</VisuallyHidden>);
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeInTheDocument();
  });
});
