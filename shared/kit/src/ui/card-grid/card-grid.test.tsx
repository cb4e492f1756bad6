import { render, screen } from '@testing-library/react';
import { CardGrid } from './card-grid';

describe('CardGrid', () => {
  it('is a named list of its cards with the columns asked', () => {
    render(
      <CardGrid label="Values" columns={4}>
        <li>One</li>
        <li>Two</li>
      </CardGrid>,
    );
    const list = screen.getByRole('list', { name: 'Values' });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveAttribute('data-columns', '4');
  });

  it('marks a dense grid of small cards, and only when asked', () => {
    render(
      <>
        <CardGrid label="Logos" columns={5} dense>
          <li>One</li>
        </CardGrid>
        <CardGrid label="Stories">
          <li>Two</li>
        </CardGrid>
      </>,
    );
    expect(screen.getByRole('list', { name: 'Logos' })).toHaveAttribute('data-dense', 'true');
    expect(screen.getByRole('list', { name: 'Stories' })).not.toHaveAttribute('data-dense');
  });

  it('is an ordered list when the order matters', () => {
    render(
      <CardGrid as="ol" label="Steps">
        <li>First</li>
        <li>Second</li>
      </CardGrid>,
    );
    expect(screen.getByRole('list', { name: 'Steps' }).tagName).toBe('OL');
  });

  it('can be a plain block of cards', () => {
    const { container } = render(
      <CardGrid as="div">
        <article>Card</article>
      </CardGrid>,
    );
    expect(container.querySelector('ul')).toBeNull();
  });
});
