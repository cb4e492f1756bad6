import type { BannerEntry } from '@bbg/kit';

/** The heroes of this remote's pages. */
export const banners = {
  newsArticle: { pageName: 'News Inner', id: 29, title: 'BBG in', highlight: 'the News', description: 'How the group grew to serve customers across the Middle East, Africa and Asia.', backgroundImage: 'media' },
  mediaCenter: { pageName: 'Media Center', id: 31, title: 'Media', highlight: 'Center', description: 'News, events, brand stories, guides and life at BBG.', buttonText: 'Explore', buttonLink: '#cards', backgroundImage: 'media' },
  events: { pageName: 'Events and Coverage', id: 32, title: 'Events &', highlight: 'Coverage', description: 'Internal events and CSR activities across the group.', backgroundImage: 'events' },
  latestNews: { pageName: 'Latest News', id: 33, title: 'Latest', highlight: 'News', highlightColor: 'accent', description: 'Airline, IATA and ICAO news, product launches, collaborations and awards.', backgroundImage: 'media' },
  brands: { pageName: 'Brands', id: 34, title: 'Our', highlight: 'Brands', description: 'Stories from our brands, including new office inaugurations.', backgroundImage: 'corporate' },
  guides: { pageName: 'Guides and Tips', id: 35, title: 'Guides &', highlight: 'Tips', description: 'Practical advice for travellers and businesses from our experts.', backgroundImage: 'globe' },
  talent: { pageName: 'Talent and Culture', id: 36, title: 'Talent &', highlight: 'Culture', description: 'The people, teams and ways of working behind BBG.', backgroundImage: 'people' },
  foundationDay: { pageName: 'Foundation Day', id: 37, title: 'Foundation', highlight: 'Day', highlightColor: 'sun', description: 'Celebrating the founding of the group in 2013 with every office.', backgroundImage: 'events' },
  /** No page shows it yet. */
  newsAndEvents: { pageName: 'News and Events', id: 1, title: 'News &', highlight: 'Events', description: 'The latest from across the BBG group: launches, awards, partnerships and people.', buttonText: 'Read the latest', buttonLink: '/media-center', backgroundImage: 'media' },
} as const satisfies Record<string, BannerEntry>;
