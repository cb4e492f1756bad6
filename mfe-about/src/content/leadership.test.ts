import en from './en/leadership.json';
import { joinById } from './join-by-id';
import { leaderNames, type Leader, type LeadershipGroup } from './leadership';

const { boardOfDirectors, leadershipTeam } = en;

describe('leadership content', () => {
  it('has unique member ids across both groups, each with a name, role and bio', () => {
    const groups: readonly LeadershipGroup[] = [boardOfDirectors, leadershipTeam];
    const members = groups.flatMap((group) => group.members);
    const named: readonly Leader[] = joinById(members, leaderNames);
    expect(new Set(members.map((member) => member.id)).size).toBe(members.length);
    expect(named).toHaveLength(members.length);
    for (const member of named) {
      expect(member.name.length).toBeGreaterThan(0);
      expect(member.role.length).toBeGreaterThan(0);
      expect(member.bio.length).toBeGreaterThan(0);
    }
  });

  it('names every leader once, and only leaders of a group', () => {
    const ids = [boardOfDirectors, leadershipTeam].flatMap((group) => group.members.map((member) => member.id));
    expect(leaderNames.map((leader) => leader.id)).toEqual(ids);
    expect(new Set(leaderNames.map((leader) => leader.name)).size).toBe(leaderNames.length);
  });
});
