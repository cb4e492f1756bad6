/** What is said of a member of the board or the leadership team: their role and a line about them. */
export interface LeaderText {
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
 * copy names no one: these are the site's sample people until the group supplies its own. @verbatim
 */
export const leaderNames = [
  { id: 'chair', name: 'Rohan Mehta' },
  { id: 'md', name: 'Aisha Al Mansoori' },
  { id: 'director-finance', name: 'Vikram Shah' },
  { id: 'director-operations', name: 'Grace Njoroge' },
  { id: 'ceo-travel', name: 'Neha Kapoor' },
  { id: 'ceo-trading', name: 'Samuel Okafor' },
  { id: 'ceo-electronics', name: 'Arjun Patel' },
  { id: 'cto', name: 'Fatima Hassan' },
  { id: 'chro', name: 'Daniel Mwangi' },
  { id: 'cmo', name: 'Priya Nair' },
] as const satisfies readonly LeaderName[];

export const boardOfDirectors = {
  id: 'board',
  eyebrow: 'BOD',
  title: 'Board of Directors',
  intro: 'The board sets the group\u2019s direction and holds every business to the same standard of service and integrity.',
  members: [
    { id: 'chair', role: 'Founder & Chairman', bio: 'Founded BBG in 2013 with a single travel office and leads the board\u2019s long-term strategy.' },
    { id: 'md', role: 'Managing Director', bio: 'Steers the group\u2019s expansion across the Middle East and Africa.' },
    { id: 'director-finance', role: 'Director, Finance', bio: 'Oversees the group\u2019s finances, audit and investment in new markets.' },
    { id: 'director-operations', role: 'Director, Operations', bio: 'Brings 20 years of airline and GSA operations to the board.' },
  ],
} as const satisfies LeadershipGroup;

export const leadershipTeam = {
  id: 'leadership-team',
  eyebrow: 'Leadership',
  title: 'Leadership team',
  intro: 'The leaders of our businesses turn the board\u2019s direction into results, market by market.',
  members: [
    { id: 'ceo-travel', role: 'CEO, Travel', bio: 'Leads Blueberry Travels, Next Holidays and our destination management company.' },
    { id: 'ceo-trading', role: 'CEO, Trading & Logistics', bio: 'Runs MGT and the logistics that move its goods across borders.' },
    { id: 'ceo-electronics', role: 'CEO, SPJ Electronics', bio: 'Has grown SPJ since 2016 into a distributor in 20+ countries.' },
    { id: 'cto', role: 'Chief Technology Officer', bio: 'Heads TechBinary and the platforms every brand of the group runs on.' },
    { id: 'chro', role: 'Chief People Officer', bio: 'Looks after the 1500+ people of BBG and how they grow.' },
    { id: 'cmo', role: 'Chief Marketing Officer', bio: 'Builds the group\u2019s brands, from Yashika Fashion to Friends Travel.' },
  ],
} as const satisfies LeadershipGroup;
