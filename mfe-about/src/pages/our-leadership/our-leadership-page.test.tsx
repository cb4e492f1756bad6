import { screen, within } from '@testing-library/react';
import { renderPageModule } from '@bbg/testing';
import { banners as arabicBanners } from '../../content/ar/banners.json';
import { boardOfDirectors as arabicBoard } from '../../content/ar/leadership.json';
import { boardOfDirectors, leadershipTeam } from '../../content/en/leadership.json';
import { banners as frenchBanners } from '../../content/fr/banners.json';
import { boardOfDirectors as frenchBoard } from '../../content/fr/leadership.json';
import { leaderNames } from '../../content/leadership';
import * as page from './our-leadership-page';

const nameOf = (id: string): string => leaderNames.find((leader) => leader.id === id)?.name ?? '';

describe('our leadership page', () => {
  it('opens with hero 13, then the board of directors and the leadership team', async () => {
    const { loadHero } = await renderPageModule(page, '/our-leadership');
    expect(screen.getByRole('heading', { level: 1, name: 'Our Leadership' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Board of Directors' })).not.toBeInTheDocument();
    loadHero();

    const board = screen.getByRole('region', { name: 'Board of Directors' });
    expect(board).toHaveAttribute('id', 'board');
    expect(within(board).getAllByRole('listitem')).toHaveLength(boardOfDirectors.members.length);
    for (const member of boardOfDirectors.members) {
      expect(within(board).getByRole('heading', { level: 3, name: nameOf(member.id) })).toBeInTheDocument();
      expect(within(board).getByText(member.role)).toBeInTheDocument();
    }
    expect(within(board).getByRole('heading', { level: 3, name: 'Rohan Mehta' })).toBeInTheDocument();
    const team = screen.getByRole('region', { name: 'Leadership team' });
    expect(within(team).getAllByRole('listitem')).toHaveLength(leadershipTeam.members.length);
  });

  it('speaks French under /fr/, the leaders under their own names', async () => {
    const { loadHero } = await renderPageModule(page, '/our-leadership', { locale: 'fr' });
    const { title, highlight } = frenchBanners.ourLeadership;
    expect(screen.getByRole('heading', { level: 1, name: `${title} ${highlight}` })).toBeInTheDocument();
    loadHero();
    const board = screen.getByRole('region', { name: frenchBoard.title });
    expect(within(board).getByRole('heading', { level: 3, name: 'Rohan Mehta' })).toBeInTheDocument();
    for (const member of frenchBoard.members) expect(within(board).getByText(member.role)).toBeInTheDocument();
  });

  it('speaks Arabic under /ar/, the leaders under their own names', async () => {
    const { loadHero } = await renderPageModule(page, '/our-leadership', { locale: 'ar' });
    const { title, highlight } = arabicBanners.ourLeadership;
    expect(screen.getByRole('heading', { level: 1, name: `${title} ${highlight}` })).toBeInTheDocument();
    loadHero();
    const board = screen.getByRole('region', { name: arabicBoard.title });
    expect(within(board).getAllByRole('listitem')).toHaveLength(arabicBoard.members.length);
    expect(within(board).getByRole('heading', { level: 3, name: 'Rohan Mehta' })).toBeInTheDocument();
  });
});
