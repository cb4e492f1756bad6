/** A member of the board or the leadership team. */
export interface Leader {
  readonly id: string;
  readonly name: string;
  readonly role: string;
  readonly bio: string;
}

export interface LeadershipGroup {
  /** Id of the section; banner 13's button scrolls to `#board`. */
  readonly id: string;
  readonly eyebrow: string;
  readonly title: string;
  readonly intro: string;
  readonly members: readonly Leader[];
}

// The client's copy names no one: the people here are the site's sample board until the group supplies its own.
export const boardOfDirectors = {
  id: 'board',
  eyebrow: 'BOD',
  title: 'Board of Directors',
  intro: 'The board sets the group\u2019s direction and holds every business to the same standard of service and integrity.',
  members: [
    { id: 'chair', name: 'Rohan Mehta', role: 'Founder & Chairman', bio: 'Founded BBG in 2013 with a single travel office and leads the board\u2019s long-term strategy.' },
    { id: 'md', name: 'Aisha Al Mansoori', role: 'Managing Director', bio: 'Steers the group\u2019s expansion across the Middle East and Africa.' },
    { id: 'director-finance', name: 'Vikram Shah', role: 'Director, Finance', bio: 'Oversees the group\u2019s finances, audit and investment in new markets.' },
    { id: 'director-operations', name: 'Grace Njoroge', role: 'Director, Operations', bio: 'Brings 20 years of airline and GSA operations to the board.' },
  ],
} as const satisfies LeadershipGroup;

export const leadershipTeam = {
  id: 'leadership-team',
  eyebrow: 'Leadership',
  title: 'Leadership team',
  intro: 'The leaders of our businesses turn the board\u2019s direction into results, market by market.',
  members: [
    { id: 'ceo-travel', name: 'Neha Kapoor', role: 'CEO, Travel', bio: 'Leads Blueberry Travels, Next Holidays and our destination management company.' },
    { id: 'ceo-trading', name: 'Samuel Okafor', role: 'CEO, Trading & Logistics', bio: 'Runs MGT and the logistics that move its goods across borders.' },
    { id: 'ceo-electronics', name: 'Arjun Patel', role: 'CEO, SPJ Electronics', bio: 'Has grown SPJ since 2016 into a distributor in 20+ countries.' },
    { id: 'cto', name: 'Fatima Hassan', role: 'Chief Technology Officer', bio: 'Heads TechBinary and the platforms every brand of the group runs on.' },
    { id: 'chro', name: 'Daniel Mwangi', role: 'Chief People Officer', bio: 'Looks after the 1500+ people of BBG and how they grow.' },
    { id: 'cmo', name: 'Priya Nair', role: 'Chief Marketing Officer', bio: 'Builds the group\u2019s brands, from Yashika Fashion to Friends Travel.' },
  ],
} as const satisfies LeadershipGroup;
