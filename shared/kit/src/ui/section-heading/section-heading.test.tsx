import { render, screen } from '@testing-library/react';
import { SectionHeading } from './section-heading';

describe('SectionHeading', () => {
  it('shows eyebrow, title with its highlight, and lead, at the level asked', () => {
    render(<SectionHeading id="t" eyebrow="Who we are" title="Built for" highlight="growth" lead="Since 2013." level={3} />);
    const heading = screen.getByRole('heading', { level: 3, name: 'Built for growth' });
    expect(heading).toHaveAttribute('id', 't');
    expect(screen.getByText('Who we are')).toBeInTheDocument();
    expect(screen.getByText('Since 2013.')).toBeInTheDocument();
    expect(screen.getByText('growth').tagName).toBe('SPAN');
  });

  it('is an h2 by default and leaves out what it is not given', () => {
    const { container } = render(<SectionHeading title="Plain" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Plain' })).toBeInTheDocument();
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });
});
