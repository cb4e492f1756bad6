import { type BannerEntry, type InformationPage, newsCardSet, type AccordionItem, type TabItem } from '@bbg/kit';
import { brandSites } from '@bbg/contract';

export const catalogueFacts = [
  { id: 'years', title: '11+ Year of Experience', content: 'Serving travellers and businesses since 2013.' },
  { id: 'countries', title: '30+ Countries Served', content: 'Across the Middle East, Africa and Asia.' },
  { id: 'employees', title: '1500+ Employees', content: 'One team across seven businesses.' },
  { id: 'projects', title: '100+ Projects Completed', content: 'From airline partnerships to new stores.' },
] as const satisfies readonly AccordionItem[];

export const catalogueTabs = [
  { id: 'all', label: 'All brands' },
  { id: 'travels', label: 'Travels' },
  { id: 'electronics', label: 'Electronics' },
  { id: 'it', label: 'IT' },
] as const satisfies readonly TabItem[];

export const catalogueValues = [
  { title: 'Excellence', text: 'We hold every journey and every delivery to the highest standard.' },
  { title: 'Obsession', text: 'We obsess over the experience of our customers and partners.' },
  { title: 'Integrity', text: 'We do what we say, openly and honestly.' },
  { title: 'Collaboration', text: 'We win together with our people and partners.' },
] as const;

/** The six group figures (11+ years, 30+ countries, 100+ award winners, 50+ subsidiaries, 1K+ team, 100K+ customers). */
export const catalogueStats = [
  { id: 'years', value: '11+', label: 'Years' },
  { id: 'countries', value: '30+', label: 'Countries' },
  { id: 'awards', value: '100+', label: 'Award winners' },
  { id: 'subsidiaries', value: '50+', label: 'Subsidiaries' },
  { id: 'team', value: '1K+', label: 'Team members' },
  { id: 'customers', value: '100K+', label: 'Satisfied customers' },
] as const;

// The catalogue hands the content parts a page's records, as a remote does (these are mfe-about's and mfe-brands').
export const catalogueBanner = { pageName: 'Our Innovation', id: 12, title: 'Our', highlight: 'Innovation', description: 'Openness to ideas, platforms, partners and learning keeps the group moving forward.', buttonText: 'Explore', buttonLink: '#openness', backgroundImage: 'it' } as const satisfies BannerEntry;
export const catalogueInformation = { pageName: 'Fashion', id: 17, title: 'Fashion at BBG', logo: 'Yashika Fashion', link: brandSites.fashion, store: { title: 'Our airport fashion store', description: 'Travellers pick up the season\u2019s looks between flights at our Yashika Fashion store in the airport terminal: curated collections, tax-free prices and a team that knows how little time you have.' }, description: ['Yashika Fashion is the group\u2019s fashion retail brand, with stores in cities and airports.', 'Our buyers choose collections for the climate, culture and taste of each market.'] } as const satisfies InformationPage;
export const catalogueNews = newsCardSet(1, 'BBG Overview', 'corporate');
