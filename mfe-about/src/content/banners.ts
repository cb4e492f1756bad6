import type { BannerEntry } from '@bbg/kit';

/** The heroes of this remote's pages (entry 16, values and mission, is shared with mfe-brands: `@bbg/kit`). */
export const banners = {
  bbgOverview: { pageName: 'BBG Overview', id: 9, title: 'The BBG', highlight: 'Overview', description: 'One group, seven businesses, 50+ branches in 20+ countries.', buttonText: 'Explore', buttonLink: '#overview', backgroundImage: 'corporate' },
  visionValues: { pageName: 'Vision and Values', id: 10, title: 'Vision &', highlight: 'Values', description: 'Great People + Great Experience = Great Organization.', buttonText: 'Explore', buttonLink: '#vision', backgroundImage: 'people' },
  ourAmbition: { pageName: 'Our Ambition', id: 11, title: 'Our', highlight: 'Ambition', description: 'Building iconic brands and a global footprint, one exceptional experience at a time.', buttonText: 'Explore', buttonLink: '#objectives', backgroundImage: 'globe' },
  ourInnovation: { pageName: 'Our Innovation', id: 12, title: 'Our', highlight: 'Innovation', description: 'Openness to ideas, platforms, partners and learning keeps the group moving forward.', buttonText: 'Explore', buttonLink: '#openness', backgroundImage: 'it' },
  ourLeadership: { pageName: 'Our Leadership', id: 13, title: 'Our', highlight: 'Leadership', description: 'The board and leaders who steer BBG across the Middle East, Africa and Asia.', buttonText: 'Meet the board', buttonLink: '#board', backgroundImage: 'people' },
  clients: { pageName: 'Clients', id: 15, title: 'Our', highlight: 'Clients', description: 'Airlines, corporates and governments trust BBG with their business.', buttonText: 'Explore', buttonLink: '#overview', backgroundImage: 'corporate' },
  sustainability: { pageName: 'Sustainability', id: 18, title: 'Our', highlight: 'Sustainability', highlightColor: 'mint', description: 'Responsible travel and trade that support the communities we serve.', buttonText: 'Explore', buttonLink: '#overview', backgroundImage: 'sustainability' },
} as const satisfies Record<string, BannerEntry>;
