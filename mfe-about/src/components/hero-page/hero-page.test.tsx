import { screen } from '@testing-library/react';
import { renderPage } from '@bbg/shared/testing/render-page';
import { HeroPage } from './hero-page';

describe('HeroPage', () => {
  it('shows only the hero until its image has loaded, then the sections, and reports the page loaded', () => {
    const { loadHero } = renderPage(
      <HeroPage heroId={16}>
        <p>after the hero</p>
      </HeroPage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Values & Mission' })).toBeInTheDocument();
    expect(screen.queryByText('after the hero')).not.toBeInTheDocument();
    expect(screen.getByLabelText('page loaded')).toHaveTextContent('false');

    loadHero();

    expect(screen.getByText('after the hero')).toBeInTheDocument();
    expect(screen.getByLabelText('page loaded')).toHaveTextContent('true');
  });
});
