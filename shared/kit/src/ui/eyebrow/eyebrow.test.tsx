import { render, screen } from '@testing-library/react';
import { Eyebrow } from './eyebrow';

describe('Eyebrow', () => {
  it('is a paragraph by default, in the tone and size asked', () => {
    render(<Eyebrow tone="accent" size="sm">Awards</Eyebrow>);
    const label = screen.getByText('Awards');
    expect(label.tagName).toBe('P');
    expect(label).toHaveAttribute('data-tone', 'accent');
    expect(label).toHaveAttribute('data-size', 'sm');
  });

  it('can name a group as a heading', () => {
    render(<Eyebrow as="h2">Explore</Eyebrow>);
    expect(screen.getByRole('heading', { level: 2, name: 'Explore' })).toBeInTheDocument();
  });
});
