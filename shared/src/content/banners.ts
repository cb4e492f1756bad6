import type { ArtTopic } from '../ui/art/art';

/** Banner entry. Ids 14 and 17 are unassigned in the client's list. */
export interface BannerEntry {
  readonly pageName: string;
  readonly id: number;
  readonly title: string;
  readonly highlight: string;
  /** Colour of the highlighted words; the accent when absent. */
  readonly highlightColor?: string;
  readonly description: string;
  readonly buttonText?: string;
  /** An internal route, or `#section-id` to scroll to a section of the page. */
  readonly buttonLink?: string;
  readonly buttonColor?: string;
  readonly backgroundImage: ArtTopic;
}

export const BANNER_NOT_FOUND = 'No data found for this ID';

const berry = '#FFB3CC';
const sun = '#F5A524';

export const banners = [
  { pageName: 'News and Events', id: 1, title: 'News &', highlight: 'Events', description: 'The latest from across the BBG group: launches, awards, partnerships and people.', buttonText: 'Read the latest', buttonLink: '/media-center', backgroundImage: 'media' },
  { pageName: 'SPJ', id: 2, title: 'SPJ', highlight: 'Electronics', description: 'Consumer electronics and accessories distributed to retail partners in 20+ countries since 2016.', backgroundImage: 'electronics' },
  { pageName: 'Digi Homes', id: 3, title: 'Digi', highlight: 'Homes', description: 'Smart-home products that make everyday living simpler and safer.', backgroundImage: 'electronics' },
  { pageName: 'Next Holidays', id: 4, title: 'Next', highlight: 'Holidays', highlightColor: sun, description: 'Leisure holidays crafted for one million customers and counting.', backgroundImage: 'travel' },
  { pageName: 'Blueberry Travels', id: 5, title: 'Blueberry', highlight: 'Travels', description: 'Corporate travel management that saves businesses time and up to 20% on travel.', backgroundImage: 'travel' },
  { pageName: 'Friends Travel', id: 6, title: 'Friends Travel', highlight: '& Tourism', description: 'General sales agency representation for airlines across Africa.', backgroundImage: 'globe' },
  { pageName: 'Yashika Fashion', id: 7, title: 'Yashika', highlight: 'Fashion', description: 'Contemporary fashion retail, from city boutiques to airport stores.', backgroundImage: 'fashion' },
  { pageName: 'MGT', id: 8, title: 'MGT', highlight: 'General Trading', description: 'Sourcing, trading and distribution of goods across three continents.', backgroundImage: 'trading' },
  { pageName: 'BBG Overview', id: 9, title: 'The BBG', highlight: 'Overview', description: 'One group, seven businesses, 50+ branches in 20+ countries.', buttonText: 'Explore', buttonLink: '#overview', backgroundImage: 'corporate' },
  { pageName: 'Vision and Values', id: 10, title: 'Vision &', highlight: 'Values', description: 'Great People + Great Experience = Great Organization.', buttonText: 'Explore', buttonLink: '#vision', backgroundImage: 'people' },
  { pageName: 'Our Ambition', id: 11, title: 'Our', highlight: 'Ambition', description: 'Building iconic brands and a global footprint, one exceptional experience at a time.', buttonText: 'Explore', buttonLink: '#objectives', backgroundImage: 'globe' },
  { pageName: 'Our Innovation', id: 12, title: 'Our', highlight: 'Innovation', description: 'Openness to ideas, platforms, partners and learning keeps the group moving forward.', buttonText: 'Explore', buttonLink: '#openness', backgroundImage: 'it' },
  { pageName: 'Our Leadership', id: 13, title: 'Our', highlight: 'Leadership', description: 'The board and leaders who steer BBG across the Middle East, Africa and Asia.', buttonText: 'Meet the board', buttonLink: '#board', backgroundImage: 'people' },
  { pageName: 'Clients', id: 15, title: 'Our', highlight: 'Clients', description: 'Airlines, corporates and governments trust BBG with their business.', buttonText: 'Explore', buttonLink: '#overview', backgroundImage: 'corporate' },
  { pageName: 'Values and Mission', id: 16, title: 'Values &', highlight: 'Mission', description: 'What we stand for and what we set out to do, every day.', buttonText: 'Explore', buttonLink: '#overview', backgroundImage: 'people' },
  { pageName: 'Sustainability', id: 18, title: 'Our', highlight: 'Sustainability', highlightColor: '#7EE2B0', description: 'Responsible travel and trade that support the communities we serve.', buttonText: 'Explore', buttonLink: '#overview', backgroundImage: 'sustainability' },
  { pageName: 'Business Overview', id: 19, title: 'Business', highlight: 'Overview', description: 'Travel, electronics, fashion, general trading, IT, logistics and GSA under one group.', buttonText: 'Explore', buttonLink: '#overview', backgroundImage: 'corporate' },
  { pageName: 'Travel', id: 20, title: 'Our', highlight: 'Travel', description: 'Corporate travel, holidays and destination management across three continents.', buttonText: 'Explore', buttonLink: '#overview', backgroundImage: 'travel' },
  { pageName: 'Electronics', id: 21, title: 'Our', highlight: 'Electronics', description: 'Distribution of consumer electronics and accessories through SPJ.', buttonText: 'Explore', buttonLink: '#overview', backgroundImage: 'electronics' },
  { pageName: 'Tourism', id: 22, title: 'Our', highlight: 'Tourism', description: 'Tours and experiences that show travellers the best of each destination.', backgroundImage: 'travel' },
  { pageName: 'Fashion', id: 23, title: 'Our', highlight: 'Fashion', description: 'Yashika Fashion brings contemporary style to cities and airports.', buttonText: 'Explore', buttonLink: '#overview', backgroundImage: 'fashion' },
  { pageName: 'General Trading', id: 24, title: 'General', highlight: 'Trading', description: 'MGT sources and distributes goods for partners across the region.', buttonText: 'Explore', buttonLink: '#overview', backgroundImage: 'trading' },
  { pageName: 'Online Portal', id: 25, title: 'Online', highlight: 'Portal', description: 'Booking and business tools for our partners, online around the clock.', backgroundImage: 'it' },
  { pageName: 'GSA', id: 26, title: 'General Sales', highlight: 'Agency', description: 'Friends Travel & Tourism represents airlines and grows their sales in new markets.', buttonText: 'Explore', buttonLink: '#detail', backgroundImage: 'globe' },
  { pageName: 'DMC', id: 27, title: 'Destination', highlight: 'Management', description: 'Ground handling, tours and events by our destination management company.', buttonText: 'Explore', buttonLink: '#overview', backgroundImage: 'travel' },
  { pageName: 'IT', id: 28, title: 'Our', highlight: 'IT', description: 'TechBinary and Bottom Funnel build software and digital marketing for the group and its clients.', buttonText: 'Explore', buttonLink: '#detail', backgroundImage: 'it' },
  { pageName: 'News Inner', id: 29, title: 'BBG in', highlight: 'the News', description: 'How the group grew to serve customers across the Middle East, Africa and Asia.', backgroundImage: 'media' },
  { pageName: 'Logistics', id: 30, title: 'Our', highlight: 'Logistics', description: 'Freight and distribution that move goods reliably across borders.', buttonText: 'Explore', buttonLink: '#detail', backgroundImage: 'logistics' },
  { pageName: 'Media Center', id: 31, title: 'Media', highlight: 'Center', description: 'News, events, brand stories, guides and life at BBG.', buttonText: 'Explore', buttonLink: '#cards', backgroundImage: 'media' },
  { pageName: 'Events and Coverage', id: 32, title: 'Events &', highlight: 'Coverage', description: 'Internal events and CSR activities across the group.', backgroundImage: 'events' },
  { pageName: 'Latest News', id: 33, title: 'Latest', highlight: 'News', highlightColor: berry, description: 'Airline, IATA and ICAO news, product launches, collaborations and awards.', backgroundImage: 'media' },
  { pageName: 'Brands', id: 34, title: 'Our', highlight: 'Brands', description: 'Stories from our brands, including new office inaugurations.', backgroundImage: 'corporate' },
  { pageName: 'Guides and Tips', id: 35, title: 'Guides &', highlight: 'Tips', description: 'Practical advice for travellers and businesses from our experts.', backgroundImage: 'globe' },
  { pageName: 'Talent and Culture', id: 36, title: 'Talent &', highlight: 'Culture', description: 'The people, teams and ways of working behind BBG.', backgroundImage: 'people' },
  { pageName: 'Foundation Day', id: 37, title: 'Foundation', highlight: 'Day', highlightColor: sun, description: 'Celebrating the founding of the group in 2013 with every office.', backgroundImage: 'events' },
] as const satisfies readonly BannerEntry[];

export const findBanner = (id: number): BannerEntry | undefined => banners.find((banner) => banner.id === id);
