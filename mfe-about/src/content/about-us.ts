import type { ArtTopic } from '@bbg/kit';
import type { InternalHref } from '@bbg/contract';

interface AboutLink {
  readonly label: string;
  /** An internal route. */
  readonly to: InternalHref;
}

/** One full-height section of /about-us after the hero; its tooltip names its side dot. */
export interface AboutSection {
  readonly id: string;
  readonly tooltip: string;
  readonly eyebrow: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly links: readonly AboutLink[];
  readonly art: ArtTopic;
  /** Labels of buttons that download the company profile PDF. */
  readonly downloads?: readonly string[];
  /** Headline figures shown instead of the picture. */
  readonly stats?: readonly { readonly id: string; readonly value: string; readonly label: string }[];
}

export interface AboutHero {
  readonly id: string;
  readonly tooltip: string;
  readonly eyebrow: string;
  readonly title: string;
  readonly highlight: string;
  readonly description: string;
  readonly art: ArtTopic;
}

/** What /about-us says around its sections. */
export interface AboutLabels {
  /** Accessible name of the hero's down-arrow. */
  readonly scrollDown: string;
}

export const aboutLabels = {
  scrollDown: 'Scroll to next section',
} as const satisfies AboutLabels;

export const aboutHero = {
  id: 'about-us',
  tooltip: 'About Us',
  eyebrow: 'About Us',
  title: 'One group, many',
  highlight: 'journeys',
  description:
    'Since 2013 BBG has grown from one travel office into a group of travel, electronics, fashion, general trading, IT, logistics and GSA businesses across the Middle East, Africa and Asia.',
  art: 'corporate',
} as const satisfies AboutHero;

export const aboutSections = [
  {
    id: 'journey',
    tooltip: 'Journey',
    eyebrow: 'Our journey',
    title: 'From one office in 2013 to 50+ branches',
    paragraphs: [
      'BBG began with corporate travel in 2013. Eleven years on, the group runs brands in seven businesses and serves customers in 30+ countries.',
      'Our company profile tells the whole story, brand by brand and market by market.',
    ],
    links: [{ label: 'Values & Mission', to: '/values-mission' }],
    downloads: ['Download PDF', 'Explore Our Story'],
    art: 'travel',
  },
  {
    id: 'ambition',
    tooltip: 'Ambition',
    eyebrow: 'Our ambition',
    title: 'Iconic brands, a global footprint',
    paragraphs: [
      'We want to build brands people remember, reach new markets with local teams, deliver exceptional service and promote sustainable travel.',
    ],
    links: [
      { label: 'Our Ambition', to: '/our-ambition' },
      { label: 'BBG Overview', to: '/bbg-overview' },
    ],
    art: 'globe',
  },
  {
    id: 'our-work',
    tooltip: 'Our Work',
    eyebrow: 'Our work',
    title: 'Seven businesses, one way of working',
    paragraphs: [
      'Travel, electronics, fashion, general trading, IT, logistics and GSA: each business stands on its own and shares its people, platforms and ideas with the others.',
    ],
    links: [
      { label: 'Our Brands', to: '/brands' },
      { label: 'Our Innovation', to: '/our-innovation' },
    ],
    art: 'it',
  },
  {
    id: 'bod',
    tooltip: 'BOD',
    eyebrow: 'Board of Directors',
    title: 'Led by people who built it',
    paragraphs: ['Our board and leadership team bring decades of travel, trade and technology experience to every market we enter.'],
    links: [{ label: 'Our Leadership', to: '/our-leadership' }],
    art: 'people',
  },
  {
    id: 'financial',
    tooltip: 'Financial',
    eyebrow: 'Financial',
    title: 'Steady growth, year after year',
    paragraphs: ['Detailed financial statements are shared with partners on request.'],
    links: [],
    stats: [
      { id: 'years', value: '11+', label: 'Years' },
      { id: 'countries', value: '30+', label: 'Countries' },
      { id: 'awards', value: '100+', label: 'Award winners' },
      { id: 'subsidiaries', value: '50+', label: 'Subsidiaries' },
      { id: 'team', value: '1K+', label: 'Team members' },
      { id: 'customers', value: '100K+', label: 'Satisfied customers' },
    ],
    art: 'trading',
  },
  {
    id: 'partners',
    tooltip: 'Partners',
    eyebrow: 'Partners & clients',
    title: 'Growing together',
    paragraphs: ['Airlines, suppliers, agencies and corporates grow with us. Many have worked with BBG for a decade.'],
    links: [
      { label: 'Become a Partner', to: '/partners' },
      { label: 'Our Clients', to: '/clients' },
    ],
    art: 'events',
  },
  {
    id: 'presence',
    tooltip: 'Presence',
    eyebrow: 'Our presence',
    title: 'The Middle East, Africa and Asia',
    paragraphs: ['From Dubai and Jaipur to Nairobi, Lagos and Lusaka, our offices keep each brand close to its customers.'],
    links: [
      { label: 'World Wide', to: '/world-wide' },
      { label: 'Our Brands', to: '/brands' },
    ],
    art: 'logistics',
  },
  {
    id: 'sustainability',
    tooltip: 'Sustainability',
    eyebrow: 'Sustainability',
    title: 'Leaving places better',
    paragraphs: ['Responsible tourism, fairer work and less waste: how we want travel and trade to treat the communities we serve.'],
    links: [{ label: 'Sustainability', to: '/sustainability' }],
    art: 'sustainability',
  },
] as const satisfies readonly AboutSection[];
