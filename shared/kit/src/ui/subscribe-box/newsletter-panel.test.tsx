import { screen } from '@testing-library/react';
import { renderWithKitWords } from '@bbg/testing';
import { NewsletterPanel } from './newsletter-panel';

describe('NewsletterPanel', () => {
  it('titles the newsletter box and labels its field', () => {
    renderWithKitWords(<NewsletterPanel title="Stay in the loop" text="News from the group." label="Subscribe to our newsletter" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Stay in the loop' })).toBeInTheDocument();
    expect(screen.getByText('News from the group.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Subscribe to our newsletter' })).toBeInTheDocument();
  });
});
