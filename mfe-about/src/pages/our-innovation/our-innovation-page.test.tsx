import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PageLoadedProvider } from '@bbg/shared/platform';
import { Page } from './our-innovation-page';

describe('our innovation page', () => {
  it('opens with hero 12, then the openness theme and its four points', () => {
    const { container } = render(
      <MemoryRouter>
        <PageLoadedProvider pathname="/our-innovation">
          <Page />
        </PageLoadedProvider>
      </MemoryRouter>,
    );
    fireEvent.load(container.querySelector('img')!);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our Innovation');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Innovation through openness');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });
});
