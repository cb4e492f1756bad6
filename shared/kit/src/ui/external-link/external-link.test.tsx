import { screen } from '@testing-library/react';
import { renderWithKitWords } from '@bbg/testing';
import { KitWordsProvider } from '@bbg/platform';
import { kitWords } from '../../content/kit-words';
import { ExternalLink } from './external-link';

describe('ExternalLink', () => {
  it('opens in a new tab without an opener and says so in its name', () => {
    renderWithKitWords(<ExternalLink href="https://careers.example">Careers</ExternalLink>);
    const link = screen.getByRole('link', { name: 'Careers (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says so in the document’s language, which the shell provides', () => {
    const french = { ...kitWords, externalLink: { newTab: '(s’ouvre dans un nouvel onglet)', website: 'site web (s’ouvre dans un nouvel onglet)' } };
    renderWithKitWords(
      <KitWordsProvider words={french}>
        <ExternalLink href="https://careers.example">Carrières</ExternalLink>
      </KitWordsProvider>,
    );
    expect(screen.getByRole('link', { name: 'Carrières (s’ouvre dans un nouvel onglet)' })).toBeInTheDocument();
  });
});
