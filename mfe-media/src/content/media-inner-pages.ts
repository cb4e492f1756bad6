import type { BannerEntry } from '@bbg/kit';
import type { ContentKey } from '@bbg/contract';
import { banners } from './banners';
import type { MediaStory } from './media-story';

/** One topic of an inner page: a full-height section with its stories. */
interface MediaCategory {
  /** The section's element id. */
  readonly id: string;
  readonly title: string;
  /** Its side dot's tooltip; the title when absent. */
  readonly tooltip?: string;
  readonly text: string;
  readonly stories: readonly MediaStory[];
}

/** /media-center-inner1 to 5: one page component, driven by these records (each route names its record's key). */
export interface MediaInnerPage {
  readonly content: ContentKey;
  readonly hero: BannerEntry;
  /** The hero's dot tooltip. */
  readonly tooltip: string;
  readonly categories: readonly MediaCategory[];
}

export const mediaInnerPages = [
  {
    content: 'events',
    hero: banners.events,
    tooltip: 'Events',
    categories: [
      {
        id: 'internal-events',
        title: 'Internal Events',
        text: 'The moments our teams share: annual meetings, milestones and celebrations across our offices.',
        stories: [
          { id: 'annual-meeting-dubai', title: 'Annual meeting brings every office to Dubai', date: '20 January 2024', dateTime: '2024-01-20', summary: 'Teams from the Middle East, Africa and Asia met to share results and plan the year ahead.', art: 'events' },
          { id: 'sales-kickoff', title: 'Sales kick-off sets the goals for 2024', date: '08 February 2024', dateTime: '2024-02-08', summary: 'Two days of workshops for our travel and trading sales teams.', art: 'corporate' },
          { id: 'foundation-day-2024', title: 'Eleven years of BBG on Foundation Day', date: '15 March 2024', dateTime: '2024-03-15', summary: 'Every office marked the day the group was founded in 2013.', art: 'people' },
        ],
      },
      {
        id: 'csr-events',
        title: 'CSR Events',
        text: 'How our people give back to the communities where we live and work.',
        stories: [
          { id: 'tree-planting-nairobi', title: 'A thousand trees planted around Nairobi', date: '22 April 2024', dateTime: '2024-04-22', summary: 'Volunteers from our Kenya office joined a city reforestation drive on Earth Day.', art: 'sustainability' },
          { id: 'school-kits-jaipur', title: 'School kits for 500 children in Jaipur', date: '05 June 2024', dateTime: '2024-06-05', summary: 'Our India teams packed and delivered kits before the new school year.', art: 'people' },
          { id: 'beach-clean-dar', title: 'Beach clean-up in Dar es Salaam', date: '16 September 2024', dateTime: '2024-09-16', summary: 'Staff and families cleared two kilometres of coastline together.', art: 'globe' },
        ],
      },
    ],
  },
  {
    content: 'news',
    hero: banners.latestNews,
    tooltip: 'News',
    categories: [
      {
        id: 'airline',
        title: 'Airline',
        text: 'News from the airlines we represent and the routes we sell.',
        stories: [
          { id: 'new-route-lusaka', title: 'A partner airline adds a daily Lusaka route', date: '11 March 2024', dateTime: '2024-03-11', summary: 'Our GSA teams in Zambia open sales for the new service.', art: 'travel' },
          { id: 'codeshare-africa', title: 'New codeshare links West and East Africa', date: '29 May 2024', dateTime: '2024-05-29', summary: 'Travellers can now book one ticket across two partner networks.', art: 'globe' },
          { id: 'cargo-capacity', title: 'More cargo capacity for our logistics clients', date: '03 July 2024', dateTime: '2024-07-03', summary: 'Belly space on partner flights grows by a third this season.', art: 'logistics' },
        ],
      },
      {
        id: 'iata',
        title: 'IATA',
        text: 'Our work with the International Air Transport Association.',
        stories: [
          { id: 'iata-renewal', title: 'IATA accreditation renewed in six markets', date: '18 November 2024', dateTime: '2024-11-18', summary: 'The renewal keeps our agencies ticketing for partner airlines.', art: 'travel' },
          { id: 'ndc-ready', title: 'Our agencies are NDC-ready', date: '12 June 2024', dateTime: '2024-06-12', summary: 'Richer airline offers now reach our corporate travel clients.', art: 'it' },
          { id: 'iata-training', title: 'Forty staff complete IATA training', date: '25 February 2024', dateTime: '2024-02-25', summary: 'Fares and ticketing courses for our consultants across Africa.', art: 'people' },
        ],
      },
      {
        id: 'icao',
        title: 'ICAO',
        text: 'Safety and standards news from the International Civil Aviation Organization.',
        stories: [
          { id: 'icao-symposium', title: 'BBG at the ICAO aviation symposium', date: '09 April 2024', dateTime: '2024-04-09', summary: 'Our GSA leaders joined talks on connectivity across Africa.', art: 'events' },
          { id: 'icao-safety', title: 'What new safety standards mean for travellers', date: '17 July 2024', dateTime: '2024-07-17', summary: 'A short guide to the changes coming into force this year.', art: 'travel' },
          { id: 'icao-green', title: 'Greener flying: the ICAO carbon scheme explained', date: '30 October 2024', dateTime: '2024-10-30', summary: 'How offsetting works, and what our travel brands do about it.', art: 'sustainability' },
        ],
      },
      {
        id: 'new-product-launches',
        title: 'New Product Launches',
        tooltip: 'Launches',
        text: 'The latest products and services from across our businesses.',
        stories: [
          { id: 'spj-smart-home', title: 'SPJ launches its new smart-home range', date: '02 October 2024', dateTime: '2024-10-02', summary: 'Twelve new devices reach retail partners in 20+ countries.', art: 'electronics' },
          { id: 'next-holidays-app', title: 'Next Holidays gets a new booking app', date: '21 August 2024', dateTime: '2024-08-21', summary: 'Plan, book and manage a holiday from one place.', art: 'it' },
          { id: 'yashika-collection', title: 'Yashika Fashion unveils its festive collection', date: '10 September 2024', dateTime: '2024-09-10', summary: 'New lines in stores and at the airport fashion store.', art: 'fashion' },
        ],
      },
      {
        id: 'collaborations',
        title: 'Collaborations/Sponsored Events',
        tooltip: 'Collaborations',
        text: 'The partnerships we build and the events we are proud to support.',
        stories: [
          { id: 'travel-expo-sponsor', title: 'Headline sponsor of the regional travel expo', date: '14 May 2024', dateTime: '2024-05-14', summary: 'Our travel brands met thousands of visitors over three days.', art: 'events' },
          { id: 'university-partnership', title: 'A partnership with a Jaipur university', date: '19 June 2024', dateTime: '2024-06-19', summary: 'Internships in IT and logistics for final-year students.', art: 'people' },
          { id: 'trading-alliance', title: 'MGT joins a regional trading alliance', date: '27 September 2024', dateTime: '2024-09-27', summary: 'Shared sourcing for general trading partners across Africa.', art: 'trading' },
        ],
      },
      {
        id: 'awards',
        title: 'Awards',
        text: 'The recognition our teams have earned from the industry and our partners.',
        stories: [
          { id: 'arabian-travel-awards', title: 'Honored at Arabian Travel Awards', date: '22 April 2024', dateTime: '2024-04-22', summary: 'Leadership in Tourism, for the growth of our travel brands.', art: 'events' },
          { id: 'world-travel-awards', title: 'Best Corporate Travel Program', date: '18 October 2024', dateTime: '2024-10-18', summary: 'World Travel Awards 2024 recognise Blueberry Travels.', art: 'travel' },
          { id: 'gsa-of-the-year', title: 'GSA of the Year, Africa', date: '06 December 2023', dateTime: '2023-12-06', summary: 'Partner airlines name Friends Travel & Tourism.', art: 'globe' },
        ],
      },
    ],
  },
  {
    content: 'brands',
    hero: banners.brands,
    tooltip: 'Brands',
    categories: [
      {
        id: 'office-inaugurations',
        title: 'Office Inaugurations',
        tooltip: 'Offices',
        text: 'Every new office brings our brands closer to the customers and partners they serve.',
        stories: [
          { id: 'nairobi-office', title: 'A new office opens in Nairobi', date: '14 August 2024', dateTime: '2024-08-14', summary: 'Our East African teams now share one home in the heart of the city.', art: 'corporate' },
          { id: 'gurugram-office', title: 'Gurugram office inaugurated', date: '03 May 2024', dateTime: '2024-05-03', summary: 'A base for our IT and online marketing teams in India.', art: 'it' },
          { id: 'douala-office', title: 'Douala welcomes BBG', date: '18 January 2024', dateTime: '2024-01-18', summary: 'Our first office in Cameroon opens its doors to GSA partners.', art: 'globe' },
        ],
      },
    ],
  },
  {
    content: 'guides',
    hero: banners.guides,
    tooltip: 'Guides',
    categories: [
      {
        id: 'guide-and-tips',
        title: 'Guide & Tips',
        text: 'Practical advice from our travel, trading and logistics experts.',
        stories: [
          { id: 'visa-checklist', title: 'A visa checklist for business travel in Africa', date: '12 March 2024', dateTime: '2024-03-12', summary: 'What to prepare, and how early, for the markets we serve.', art: 'travel' },
          { id: 'corporate-savings', title: 'Five ways to cut corporate travel costs', date: '24 July 2024', dateTime: '2024-07-24', summary: 'How our clients save up to 20% without losing comfort.', art: 'corporate' },
          { id: 'shipping-documents', title: 'Shipping goods across borders: the documents you need', date: '09 November 2024', dateTime: '2024-11-09', summary: 'A plain-language guide from our logistics team.', art: 'logistics' },
        ],
      },
    ],
  },
  {
    content: 'talent',
    hero: banners.talent,
    tooltip: 'Talent',
    categories: [
      {
        id: 'human-resources',
        title: 'Human Resources',
        tooltip: 'HR',
        text: 'How we hire, grow and look after our people.',
        stories: [
          { id: 'graduate-programme', title: 'Our first graduate programme', date: '15 January 2024', dateTime: '2024-01-15', summary: 'Twenty graduates rotate through three businesses in a year.', art: 'people' },
          { id: 'wellbeing-week', title: 'A week for wellbeing', date: '13 May 2024', dateTime: '2024-05-13', summary: 'Talks, sport and time out in every office.', art: 'sustainability' },
          { id: 'mentoring', title: 'Mentoring across the group', date: '02 September 2024', dateTime: '2024-09-02', summary: 'Senior leaders pair with new managers for six months.', art: 'corporate' },
        ],
      },
      {
        id: 'planning-and-strategies',
        title: 'Planning & Strategies',
        tooltip: 'Strategy',
        text: 'The thinking behind where the group goes next.',
        stories: [
          { id: 'five-year-plan', title: 'Our plan for the next five years', date: '29 January 2024', dateTime: '2024-01-29', summary: 'New markets, stronger brands and one shared platform.', art: 'globe' },
          { id: 'okrs', title: 'How we set goals together', date: '18 April 2024', dateTime: '2024-04-18', summary: 'Quarterly objectives shared by every business.', art: 'corporate' },
          { id: 'market-entry', title: 'Entering a new market, step by step', date: '07 October 2024', dateTime: '2024-10-07', summary: 'Lessons from opening in 20+ countries.', art: 'trading' },
        ],
      },
      {
        id: 'information-technology',
        title: 'Information Technology',
        tooltip: 'IT',
        text: 'The engineers who build the tools our businesses run on.',
        stories: [
          { id: 'booking-platform', title: 'One booking platform for every travel brand', date: '26 February 2024', dateTime: '2024-02-26', summary: 'How our IT team brought four systems into one.', art: 'it' },
          { id: 'security-training', title: 'Security training for every employee', date: '11 June 2024', dateTime: '2024-06-11', summary: 'Spotting phishing and keeping client data safe.', art: 'it' },
          { id: 'hackathon', title: 'Our first group hackathon', date: '20 November 2024', dateTime: '2024-11-20', summary: 'Forty-eight hours, twelve teams, three ideas now in production.', art: 'events' },
        ],
      },
      {
        id: 'accounting-and-finance',
        title: 'Accounting & Finance',
        tooltip: 'Finance',
        text: 'The team that keeps the group\u2019s numbers clear and its growth sound.',
        stories: [
          { id: 'shared-services', title: 'A shared finance centre in Jaipur', date: '04 March 2024', dateTime: '2024-03-04', summary: 'One team now closes the books for every business.', art: 'corporate' },
          { id: 'faster-payments', title: 'Paying partners faster', date: '15 July 2024', dateTime: '2024-07-15', summary: 'Supplier payments now leave in days, not weeks.', art: 'trading' },
          { id: 'finance-careers', title: 'Careers in finance at BBG', date: '23 October 2024', dateTime: '2024-10-23', summary: 'Three of our accountants on how they grew with the group.', art: 'people' },
        ],
      },
      {
        id: 'online-marketing',
        title: 'Online Marketing',
        tooltip: 'Marketing',
        text: 'How our brands reach customers online.',
        stories: [
          { id: 'social-growth', title: 'A year of growth on social media', date: '08 January 2024', dateTime: '2024-01-08', summary: 'Our brands now reach 100K+ followers together.', art: 'media' },
          { id: 'campaign-holidays', title: 'Behind the Next Holidays summer campaign', date: '10 June 2024', dateTime: '2024-06-10', summary: 'From first sketch to a million views.', art: 'travel' },
          { id: 'seo-guide', title: 'What our SEO team learned this year', date: '12 December 2024', dateTime: '2024-12-12', summary: 'Search habits of travellers across three continents.', art: 'it' },
        ],
      },
      {
        id: 'sales-and-operations',
        title: 'Sales & Operations',
        tooltip: 'Sales',
        text: 'The teams who serve our customers and partners every day.',
        stories: [
          { id: 'record-quarter', title: 'A record quarter for our GSA teams', date: '10 April 2024', dateTime: '2024-04-10', summary: 'Ticket sales for partner airlines up across Africa.', art: 'globe' },
          { id: 'operations-hub', title: 'A 24-hour operations desk', date: '19 August 2024', dateTime: '2024-08-19', summary: 'Travellers reach a real person at any hour.', art: 'travel' },
          { id: 'sales-academy', title: 'The BBG sales academy opens', date: '28 November 2024', dateTime: '2024-11-28', summary: 'Training for new sales staff in every business.', art: 'people' },
        ],
      },
    ],
  },
] as const satisfies readonly MediaInnerPage[];

/** What an inner page shows when its route names no record. */
export interface MediaInnerLabels {
  readonly notFound: string;
}

export const mediaInnerLabels = {
  notFound: 'No data found for this ID.',
} as const satisfies MediaInnerLabels;
