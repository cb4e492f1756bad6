import { render, screen } from '@testing-library/react';
import { ExternalLink } from './external-link';

describe('ExternalLink', () => {
  it('opens in a new tab without an opener and says so in its name', () => {
    render(<ExternalLink href="https://careers.example">Careers</ExternalLink>);
    const link = screen.getByRole('link', { name: 'Careers (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
