import { screen } from '@testing-library/react';
import { renderWithKitWords, TestRouter } from '@bbg/testing';
import { Card } from './card';
import { CardArt } from './card-art';
import { CardLink } from './card-link';

describe('Card', () => {
  it('is the element asked, with its tone, padding and lift', () => {
    renderWithKitWords(
      <ul>
        <Card as="li" tone="ink" padding="none" lift>
          Story
        </Card>
      </ul>,
    );
    const card = screen.getByRole('listitem');
    expect(card).toHaveTextContent('Story');
    expect(card).toHaveAttribute('data-tone', 'ink');
    expect(card).toHaveAttribute('data-padding', 'none');
    expect(card).toHaveAttribute('data-lift', 'true');
  });

  it('does not lift unless asked', () => {
    renderWithKitWords(<Card as="article">Plain</Card>);
    expect(screen.getByRole('article')).not.toHaveAttribute('data-lift');
    expect(screen.getByRole('article')).toHaveAttribute('data-tone', 'white');
  });
});

describe('CardLink', () => {
  it('is an internal link with `to` and a new-tab link that says so with `href`', () => {
    renderWithKitWords(
      <TestRouter initialEntries={['/']}>
        <CardLink to="/media-day">Media day</CardLink>
        <CardLink href="https://example.com/">Elsewhere</CardLink>
      </TestRouter>,
    );
    expect(screen.getByRole('link', { name: 'Media day' })).toHaveAttribute('href', '/media-day');
    expect(screen.getByRole('link', { name: 'Media day' })).not.toHaveAttribute('target');
    const external = screen.getByRole('link', { name: 'Elsewhere (opens in a new tab)' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('CardArt', () => {
  it('is the scene with its size, loaded lazily, decorative unless given words', () => {
    renderWithKitWords(
      <>
        <CardArt topic="travel" />
        <CardArt topic="people" alt="Teams on Foundation Day" fit="fill" />
      </>,
    );
    const described = screen.getByRole('img', { name: 'Teams on Foundation Day' });
    expect(described).toHaveAttribute('width', '1600');
    expect(described).toHaveAttribute('height', '900');
    expect(described).toHaveAttribute('loading', 'lazy');
    expect(described).toHaveAttribute('data-fit', 'fill');
    expect(screen.getAllByRole('presentation')).toHaveLength(1);
  });
});
