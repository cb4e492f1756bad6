import { screen } from '@testing-library/react';
import { renderPage } from '@bbg/testing';
import { valuesMissionBanner } from '../../content/banners';
import { BannerPage } from './banner-page';

describe('BannerPage', () => {
  it('shows only the hero until its image has loaded, then the sections, and reports the page loaded', () => {
    const { loadHero } = renderPage(
      <BannerPage hero={valuesMissionBanner}>
        <p>after the hero</p>
      </BannerPage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Values & Mission' })).toBeInTheDocument();
    expect(screen.queryByText('after the hero')).not.toBeInTheDocument();
    expect(screen.getByLabelText('page loaded')).toHaveTextContent('waiting');

    loadHero();

    expect(screen.getByText('after the hero')).toBeInTheDocument();
    expect(screen.getByLabelText('page loaded')).toHaveTextContent('loaded');
  });
});
