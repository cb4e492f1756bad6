import { render, screen } from '@testing-library/react';
import { PageLoadedProvider } from '@bbg/shared/platform';
import { Page } from './our-innovation-page';

describe('our innovation page', () => {
  it('shows the openness theme and its four points', () => {
    render(
      <PageLoadedProvider pathname="/our-innovation">
        <Page />
      </PageLoadedProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Innovation through openness');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });
});
