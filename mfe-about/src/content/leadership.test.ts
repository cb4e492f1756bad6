import { banners } from './banners';
import { boardOfDirectors, leadershipTeam, type Leader, type LeadershipGroup } from './leadership';

describe('leadership content', () => {
  it('has unique member ids across both groups, each with a name, role and bio', () => {
    const members: readonly Leader[] = [boardOfDirectors, leadershipTeam].flatMap((group: LeadershipGroup) => group.members);
    expect(new Set(members.map((member) => member.id)).size).toBe(members.length);
    for (const member of members) {
      expect(member.name.length).toBeGreaterThan(0);
      expect(member.role.length).toBeGreaterThan(0);
      expect(member.bio.length).toBeGreaterThan(0);
    }
  });

  it('puts the board where the hero button scrolls', () => {
    expect(banners.ourLeadership.buttonLink).toBe(`#${boardOfDirectors.id}`);
  });
});
