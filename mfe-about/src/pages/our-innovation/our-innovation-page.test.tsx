import { fireEvent, screen, within } from '@testing-library/react';
import { renderPage } from '@bbg/testing';
import { Page } from './our-innovation-page';

describe('our innovation page', () => {
  it('opens with the hero, and shows the openness theme once the hero image has loaded', () => {
    const { container } = renderPage(Page, '/our-innovation');
    expect(screen.getByRole('heading', { level: 1, name: 'Our Innovation' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();

    const heroImage = container.querySelector('img');
    if (!heroImage) throw new Error('the hero has no image');
    fireEvent.load(heroImage);

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Innovation through openness' })).toBeInTheDocument();
    expect(screen.getByText('openness')).toBeInTheDocument();
  });

  it('lists the four points, each with a title and a paragraph', () => {
    const { container } = renderPage(Page, '/our-innovation');
    const heroImage = container.querySelector('img');
    if (!heroImage) throw new Error('the hero has no image');
    fireEvent.load(heroImage);

    const points = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(points).toHaveLength(4);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Open to ideas',
      'Open platforms',
      'Open partnerships',
      'Open to learning',
    ]);
    for (const point of points) expect(point.querySelector('p')).not.toBeNull();
  });
});
