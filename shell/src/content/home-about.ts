
/** A figure of the home page's fact accordion (11+ years, 30+ countries, 1500+ employees, 100+ projects). */
export interface HomeFact {
  readonly id: string;
  readonly title: string;
  readonly text: string;
}

/** Belief, inspire and value words over the background video. */
export const beliefWords = ['Believe', 'Inspire', 'Value'] as const;

export const aboutBlurb = {
  eyebrow: 'About Us',
  title: 'A group built on trust',
  paragraphs: [
    'Founded in 2013, BBG brings together businesses in travel, electronics, fashion, general trading, IT, logistics and general sales agency.',
    'We believe in people first, inspire partners to grow with us and value every client relationship across the Middle East, Africa and Asia.',
  ],
  linkText: 'LEARN MORE',
  /** Read after the link's words, not shown: where it leads. */
  linkContext: 'about BBG',
  link: '/about-us',
} as const;

export const homeFacts = [
  { id: 'experience', title: '11+ Year of Experience', text: 'Since 2013 we have grown from one travel agency into a multi-business group.' },
  { id: 'countries', title: '30+ Countries Served', text: 'Offices and partners across the Middle East, Africa and Asia serve clients where they are.' },
  { id: 'employees', title: '1500+ Employees', text: 'A team of travel experts, engineers, traders and service people who put clients first.' },
  { id: 'projects', title: '100+ Projects Completed', text: 'Corporate travel programs, store openings, IT platforms and logistics networks delivered.' },
] as const satisfies readonly HomeFact[];
