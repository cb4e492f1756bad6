import { brandSites } from '../config/external-links';

/** Static page record: the overview section of many pages, chosen by id. */
export interface InformationPage {
  readonly pageName: string;
  readonly id: number;
  readonly title: string;
  readonly description: readonly string[];
  /** The brand's wordmark, linked to its site when it has one (never on id 24). */
  readonly logo?: string;
  readonly link?: string;
}

export const INFORMATION_NOT_FOUND = 'No data found for this ID.';
/** Id 24 shows no brand logo. */
export const NO_LOGO_ID = 24;
/** Id 17 adds the airport fashion store section. */
export const AIRPORT_STORE_ID = 17;

export const airportStore = {
  title: 'Our airport fashion store',
  description: 'Travellers pick up the season\u2019s looks between flights at our Yashika Fashion store in the airport terminal: curated collections, tax-free prices and a team that knows how little time you have.',
} as const;

export const informationPages = [
  { pageName: 'Worldwide', id: 1, title: 'BBG around the world', description: ['From our first office in 2013, BBG has grown into a group with 50+ branches in 20+ countries across the Middle East, Africa and Asia.', 'Each office brings our travel, trading and technology businesses close to the customers and partners who rely on them.'] },
  { pageName: 'SPJ', id: 2, title: 'SPJ Electronics', logo: 'SPJ', link: brandSites.spj, description: ['Founded in 2016, SPJ distributes consumer electronics and accessories to retail partners in 20+ countries.', 'Reliable supply, fair prices and after-sales support have made SPJ a trusted name for retailers across Africa and the Middle East.'] },
  { pageName: 'Next Holidays', id: 4, title: 'Next Holidays', logo: 'Next Holidays', link: brandSites.nextHolidays, description: ['Next Holidays designs leisure trips for families, couples and groups, and has welcomed one million customers.', 'Every package is built by travel specialists who know the destinations first-hand.'] },
  { pageName: 'Blueberry Travels', id: 5, title: 'Blueberry Travels', logo: 'Blueberry Travel', link: brandSites.blueberryTravel, description: ['Blueberry Travels manages corporate travel for 500+ businesses, with savings of up to 20% on their travel spend.', 'Around-the-clock support and 200,000 bookings a year keep business travellers moving.'] },
  { pageName: 'Friends Travel', id: 6, title: 'Friends Travel & Tourism', logo: 'Friends Travel', link: brandSites.friendsTravel, description: ['Friends Travel & Tourism is the group\u2019s general sales agency, representing airlines in markets where they have no office of their own.', 'We sell, market and support their routes as if they were our own.'] },
  { pageName: 'Yashika Fashion', id: 7, title: 'Yashika Fashion', logo: 'Yashika Fashion', link: brandSites.fashion, description: ['Yashika Fashion brings contemporary clothing and accessories to city stores and airports.', 'Collections change with the seasons and are chosen for the cities we serve.'] },
  { pageName: 'MGT', id: 8, title: 'MGT General Trading', logo: 'MGT', link: brandSites.mgt, description: ['MGT sources, trades and distributes goods for partners across the region, from consumer products to industrial supplies.', 'Its logistics arm moves those goods reliably across borders.'] },
  { pageName: 'Clients', id: 9, title: 'Trusted by our clients', description: ['Airlines, corporates, governments and travel agencies work with BBG across every business of the group.', 'Long partnerships are our best reference: many of our clients have been with us for a decade.'] },
  { pageName: 'E-commerce', id: 10, title: 'E-commerce', description: ['Our online channels let customers book, buy and pay wherever they are.', 'The same teams that run our stores and agencies look after our online customers.'] },
  { pageName: 'Financials', id: 11, title: 'Financials', description: ['Financial information will be published here.', 'Please contact us for the group\u2019s latest figures.'] },
  { pageName: 'Sustanability', id: 12, title: 'Sustainability', description: ['We want travel and trade to leave places better than we found them: less waste, fairer work and support for local communities.', 'Our travel brands promote responsible tourism; our offices cut energy use and paper.'] },
  { pageName: 'DMC', id: 13, title: 'Destination management', description: ['Our destination management company looks after groups, incentives and events on the ground: transfers, hotels, tours and venues.', 'Local teams make sure every detail works.'] },
  { pageName: 'Travel', id: 14, title: 'Travel at BBG', description: ['Travel is where BBG began: corporate travel, leisure holidays, destination management and airline representation.', 'Together our travel brands serve one million customers and 500+ businesses.'] },
  { pageName: 'Electronics', id: 15, title: 'Electronics at BBG', description: ['Through SPJ, BBG distributes consumer electronics and accessories to retailers in 20+ countries.', 'We combine global brands with local knowledge of each market.'] },
  { pageName: 'Tourism', id: 16, title: 'Tourism', description: ['Tours, excursions and experiences that show visitors the best of each destination.', 'We work with local guides and suppliers so that tourism benefits the places we visit.'] },
  { pageName: 'Fashion', id: 17, title: 'Fashion at BBG', logo: 'Yashika Fashion', link: brandSites.fashion, description: ['Yashika Fashion is the group\u2019s fashion retail brand, with stores in cities and airports.', 'Our buyers choose collections for the climate, culture and taste of each market.'] },
  { pageName: 'General Trading', id: 18, title: 'General trading at BBG', description: ['MGT sources and distributes goods across the Middle East and Africa.', 'Partners rely on us for dependable supply, transparent pricing and fast delivery.'] },
  { pageName: 'Online Portal', id: 19, title: 'Online portal', description: ['Our partner portal brings bookings, invoices and reports together in one place.', 'Travel agencies and corporates use it around the clock.'] },
  { pageName: 'GSA', id: 20, title: 'General sales agency', description: ['As a general sales agent, Friends Travel & Tourism represents airlines in new markets: sales, marketing, reservations and ticketing.', 'Airlines grow their routes without opening offices of their own.'] },
  { pageName: 'BBG Overview', id: 21, title: 'The BBG at a glance', description: ['BBG brings together travel, electronics, fashion, general trading, IT, logistics and GSA businesses.', 'Founded in 2013, the group now has 50+ branches in 20+ countries and 1500+ employees.'] },
  { pageName: 'Values & Mission', id: 22, title: 'Our values and mission', description: ['Our mission is to make travel and trade simpler, fairer and more rewarding for everyone we serve.', 'Excellence, obsession with our customers, integrity and collaboration guide how we work.'] },
  { pageName: 'Business Overview', id: 23, title: 'Our businesses', description: ['Seven businesses, one group: travel, electronics, fashion, general trading, IT, logistics and GSA.', 'Each business stands on its own and grows stronger by working with the others.'] },
  { pageName: 'Vision & Values', id: 24, title: 'Our vision', description: ['Great People + Great Experience = Great Organization.', 'We hire great people, help them create great experiences for customers, and grow a great organisation as a result.'] },
  { pageName: 'Logistics', id: 25, title: 'Logistics at BBG', description: ['Freight forwarding, warehousing and distribution that move goods reliably across borders.', 'Our logistics teams serve the group\u2019s trading businesses and outside clients alike.'] },
  { pageName: 'IT', id: 26, title: 'IT at BBG', description: ['TechBinary builds software and platforms; Bottom Funnel runs digital marketing that turns visitors into customers.', 'Both serve the group\u2019s brands and outside clients.'] },
] as const satisfies readonly InformationPage[];

export const findInformationPage = (id: number): InformationPage | undefined => informationPages.find((page) => page.id === id);
