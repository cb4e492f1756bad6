import { screen, within } from '@testing-library/react';
import { boardOfDirectors, leadershipTeam } from '../../content/leadership';
import { renderPage } from '@bbg/testing';
import { Page } from './our-leadership-page';

describe('our leadership page', () => {
  it('opens with hero 13, then the board of directors and the leadership team', () => {
    const { loadHero } = renderPage(<Page />, '/our-leadership');
    expect(screen.getByRole('heading', { level: 1, name: 'Our Leadership' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Board of Directors' })).not.toBeInTheDocument();
    loadHero();

    const board = screen.getByRole('region', { name: 'Board of Directors' });
    expect(board).toHaveAttribute('id', 'board');
    expect(within(board).getAllByRole('listitem')).toHaveLength(boardOfDirectors.members.length);
    expect(within(board).getByRole('heading', { level: 3, name: boardOfDirectors.members[0].name })).toBeInTheDocument();
    expect(within(board).getByText(boardOfDirectors.members[0].role)).toBeInTheDocument();
    const team = screen.getByRole('region', { name: 'Leadership team' });
    expect(within(team).getAllByRole('listitem')).toHaveLength(leadershipTeam.members.length);
  });
});
