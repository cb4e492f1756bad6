import type { ArtTopic } from '@bbg/kit';
import type { InternalHref } from '@bbg/contract';
import { ARTICLE_PATH, type MediaStory } from './media-story';

/** Media card: id, link, title, desc; plus the art it shows. */
export interface MediaCard {
  readonly id: number;
  readonly link: InternalHref;
  readonly title: string;
  readonly desc: string;
  readonly art: ArtTopic;
}

export interface SectionCopy {
  /** The section's element id: the side dot and any `#id` button scroll to it. */
  readonly id: string;
  /** Its dot's tooltip. */
  readonly tooltip: string;
  readonly eyebrow: string;
  readonly title: string;
  readonly text: string;
}

export interface Award {
  readonly id: string;
  readonly year: string;
  readonly title: string;
  readonly body: string;
  readonly detail: string;
}

export interface FeaturedArticle {
  readonly tag: string;
  readonly art: ArtTopic;
  readonly title: string;
  readonly date: string;
  readonly dateTime: string;
  readonly summary: string;
  readonly link: InternalHref;
  readonly buttonText: string;
}

/** The page's own labels: its hero's side-dot tooltip. */
export interface MediaCenterLabels {
  readonly heroTooltip: string;
}

export const mediaCards = [
  { id: 1, link: '/media-center-inner1', title: 'Events & Coverage', desc: 'Internal gatherings and CSR events across our offices, as they happened.', art: 'events' },
  { id: 2, link: '/media-center-inner2', title: 'Latest News', desc: 'Airline, IATA and ICAO news, product launches, collaborations and awards.', art: 'media' },
  { id: 3, link: '/media-center-inner3', title: 'Brands', desc: 'Stories from our brands, including every new office we open.', art: 'corporate' },
  { id: 4, link: '/media-center-inner4', title: 'Guide & Tips', desc: 'Practical advice for travellers and businesses from our experts.', art: 'globe' },
  { id: 5, link: '/media-center-inner5', title: 'Talent & Culture', desc: 'The people, teams and ways of working behind BBG.', art: 'people' },
] as const satisfies readonly MediaCard[];

export const mediaSection = {
  id: 'cards',
  tooltip: 'Media',
  eyebrow: 'Media Center',
  title: 'Explore our stories',
  text: 'Five collections of news and stories from across the BBG group. Choose one to dive in.',
} as const satisfies SectionCopy;

export const newsSection = {
  id: 'news',
  tooltip: 'News',
  eyebrow: 'In the news',
  title: 'Latest from BBG',
  text: 'Our featured article, and the headlines our teams are talking about.',
} as const satisfies SectionCopy;

/** The article the Read Article button opens. */
export const featuredArticle = {
  tag: 'BUSINESS',
  art: 'media',
  title: 'How BBG grew into a group of 1,000 people and 100+ partners',
  date: '05 December 2024',
  dateTime: '2024-12-05',
  summary: 'Over more than ten years the group has grown from one travel desk into businesses across travel, electronics, fashion, trading, IT, logistics and GSA.',
  link: ARTICLE_PATH,
  buttonText: 'Read Article',
} as const satisfies FeaturedArticle;

export const latestNews = [
  { id: 'iata-accreditation', title: 'Friends Travel renews its IATA accreditation in six markets', date: '18 November 2024', dateTime: '2024-11-18', summary: 'The renewal keeps our GSA teams ticketing for partner airlines across Africa.', art: 'travel' },
  { id: 'spj-launch', title: 'SPJ launches its new smart-home range', date: '02 October 2024', dateTime: '2024-10-02', summary: 'Twelve new devices reach retail partners in 20+ countries.', art: 'electronics' },
  { id: 'nairobi-office', title: 'A new office opens in Nairobi', date: '14 August 2024', dateTime: '2024-08-14', summary: 'Our East African teams now share one home in the heart of the city.', art: 'corporate' },
] as const satisfies readonly MediaStory[];

export const awardsSection = {
  id: 'awards',
  tooltip: 'Awards',
  eyebrow: 'Recognition',
  title: 'Awards & honours',
  text: 'The recognition our teams have earned from the travel industry and our partners.',
} as const satisfies SectionCopy;

export const awards = [
  { id: 'arabian-travel-awards-2024', year: '2024', title: 'Arabian Travel Awards', body: 'Leadership in Tourism', detail: 'Honoured for the growth of our leisure and corporate travel brands across the region.' },
  { id: 'world-travel-awards-2024', year: '2024', title: 'World Travel Awards', body: 'Best Corporate Travel Program', detail: 'Blueberry Travels recognised for the programme that saves clients up to 20% on travel.' },
  { id: 'gsa-excellence-2023', year: '2023', title: 'Airline Partner Awards', body: 'GSA of the Year, Africa', detail: 'Friends Travel & Tourism named by partner airlines for sales growth across the continent.' },
] as const satisfies readonly Award[];

export const mediaCenterLabels = {
  heroTooltip: 'Media Center',
} as const satisfies MediaCenterLabels;
