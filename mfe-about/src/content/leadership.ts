import names from './names.json';
/** What is said of a member of the board or the leadership team: their role and a line about them. */
interface LeaderText {
  readonly id: string;
  readonly role: string;
  readonly bio: string;
}

/** A member of the board or the leadership team by their own name. */
export interface LeaderName {
  readonly id: string;
  readonly name: string;
}

/** A member as their card shows them: their name, role and a line about them. */
export type Leader = LeaderName & LeaderText;

/** The board of directors, or the leadership team: its words in each language are `<locale>/leadership.json`. */
export interface LeadershipGroup {
  /** Id of the section; banner 13's button scrolls to `#board`. */
  readonly id: string;
  readonly eyebrow: string;
  readonly title: string;
  readonly intro: string;
  readonly members: readonly LeaderText[];
}

/**
 * The members of the board and of the leadership team by their own names, the same in every language. The client's
 * copy names no one: these are the site's sample people until the group supplies its own.
 */
export const leaderNames: readonly LeaderName[] = names.leaderNames;
