import type { InformationPage } from '@bbg/kit';

/** The overview sections of this remote's pages. */
export const informationPages = {
  clients: { pageName: 'Clients', id: 9, title: 'Trusted by our clients', description: ['Airlines, corporates, governments and travel agencies work with BBG across every business of the group.', 'Long partnerships are our best reference: many of our clients have been with us for a decade.'] },
  sustainability: { pageName: 'Sustanability', id: 12, title: 'Sustainability', description: ['We want travel and trade to leave places better than we found them: less waste, fairer work and support for local communities.', 'Our travel brands promote responsible tourism; our offices cut energy use and paper.'] },
  bbgOverview: { pageName: 'BBG Overview', id: 21, title: 'The BBG at a glance', description: ['BBG brings together travel, electronics, fashion, general trading, IT, logistics and GSA businesses.', 'Founded in 2013, the group now has 50+ branches in 20+ countries and 1500+ employees.'] },
  valuesMission: { pageName: 'Values & Mission', id: 22, title: 'Our values and mission', description: ['Our mission is to make travel and trade simpler, fairer and more rewarding for everyone we serve.', 'Excellence, obsession with our customers, integrity and collaboration guide how we work.'] },
  visionValues: { pageName: 'Vision & Values', id: 24, title: 'Our vision', description: ['Great People + Great Experience = Great Organization.', 'We hire great people, help them create great experiences for customers, and grow a great organisation as a result.'] },
  /** No page shows it yet. */
  financials: { pageName: 'Financials', id: 11, title: 'Financials', description: ['Financial information will be published here.', 'Please contact us for the group\u2019s latest figures.'] },
} as const satisfies Record<string, InformationPage>;
