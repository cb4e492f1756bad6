import { render, screen } from '@testing-library/react';
import { Section } from './section';

describe('Section', () => {
  it('is a region named by its heading, with its tone and height', () => {
    render(
      <Section id="who" labelledBy="who-title" tone="dark" height="full">
        <h2 id="who-title">Who we are</h2>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Who we are' });
    expect(region).toHaveAttribute('id', 'who');
    expect(region).toHaveAttribute('data-tone', 'dark');
    expect(region).toHaveAttribute('data-height', 'full');
  });

  it('can be a plain block inside a section that already exists', () => {
    const { container } = render(<Section as="div">inside</Section>);
    expect(container.querySelector('section')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('data-tone', 'white');
  });
});
