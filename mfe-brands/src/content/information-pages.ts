import { type InformationPage } from '@bbg/kit';
import { brandSites } from '@bbg/contract';

/** Information page 17 (fashion) shows it under its paragraphs. */
const airportStore = {
  title: 'Our airport fashion store',
  description: 'Travellers pick up the season\u2019s looks between flights at our Yashika Fashion store in the airport terminal: curated collections, tax-free prices and a team that knows how little time you have.',
} as const;

/** The overview and detail sections of this remote's pages; the brand's logo links to its site where it has one. */
export const informationPages = {
  spj: { pageName: 'SPJ', id: 2, title: 'SPJ Electronics', logo: 'SPJ', link: brandSites.spj, description: ['Founded in 2016, SPJ distributes consumer electronics and accessories to retail partners in 20+ countries.', 'Reliable supply, fair prices and after-sales support have made SPJ a trusted name for retailers across Africa and the Middle East.'] },
  nextHolidays: { pageName: 'Next Holidays', id: 4, title: 'Next Holidays', logo: 'Next Holidays', link: brandSites.nextHolidays, description: ['Next Holidays designs leisure trips for families, couples and groups, and has welcomed one million customers.', 'Every package is built by travel specialists who know the destinations first-hand.'] },
  blueberryTravels: { pageName: 'Blueberry Travels', id: 5, title: 'Blueberry Travels', logo: 'Blueberry Travel', link: brandSites.blueberryTravel, description: ['Blueberry Travels manages corporate travel for 500+ businesses, with savings of up to 20% on their travel spend.', 'Around-the-clock support and 200,000 bookings a year keep business travellers moving.'] },
  friendsTravel: { pageName: 'Friends Travel', id: 6, title: 'Friends Travel & Tourism', logo: 'Friends Travel', link: brandSites.friendsTravel, description: ['Friends Travel & Tourism is the group\u2019s general sales agency, representing airlines in markets where they have no office of their own.', 'We sell, market and support their routes as if they were our own.'] },
  yashikaFashion: { pageName: 'Yashika Fashion', id: 7, title: 'Yashika Fashion', logo: 'Yashika Fashion', link: brandSites.fashion, description: ['Yashika Fashion brings contemporary clothing and accessories to city stores and airports.', 'Collections change with the seasons and are chosen for the cities we serve.'] },
  mgt: { pageName: 'MGT', id: 8, title: 'MGT General Trading', logo: 'MGT', link: brandSites.mgt, description: ['MGT sources, trades and distributes goods for partners across the region, from consumer products to industrial supplies.', 'Its logistics arm moves those goods reliably across borders.'] },
  dmc: { pageName: 'DMC', id: 13, title: 'Destination management', description: ['Our destination management company looks after groups, incentives and events on the ground: transfers, hotels, tours and venues.', 'Local teams make sure every detail works.'] },
  travel: { pageName: 'Travel', id: 14, title: 'Travel at BBG', description: ['Travel is where BBG began: corporate travel, leisure holidays, destination management and airline representation.', 'Together our travel brands serve one million customers and 500+ businesses.'] },
  electronics: { pageName: 'Electronics', id: 15, title: 'Electronics at BBG', description: ['Through SPJ, BBG distributes consumer electronics and accessories to retailers in 20+ countries.', 'We combine global brands with local knowledge of each market.'] },
  fashion: { pageName: 'Fashion', id: 17, title: 'Fashion at BBG', logo: 'Yashika Fashion', link: brandSites.fashion, store: airportStore, description: ['Yashika Fashion is the group\u2019s fashion retail brand, with stores in cities and airports.', 'Our buyers choose collections for the climate, culture and taste of each market.'] },
  generalTrading: { pageName: 'General Trading', id: 18, title: 'General trading at BBG', description: ['MGT sources and distributes goods across the Middle East and Africa.', 'Partners rely on us for dependable supply, transparent pricing and fast delivery.'] },
  gsa: { pageName: 'GSA', id: 20, title: 'General sales agency', description: ['As a general sales agent, Friends Travel & Tourism represents airlines in new markets: sales, marketing, reservations and ticketing.', 'Airlines grow their routes without opening offices of their own.'] },
  businessOverview: { pageName: 'Business Overview', id: 23, title: 'Our businesses', description: ['Seven businesses, one group: travel, electronics, fashion, general trading, IT, logistics and GSA.', 'Each business stands on its own and grows stronger by working with the others.'] },
  logistics: { pageName: 'Logistics', id: 25, title: 'Logistics at BBG', description: ['Freight forwarding, warehousing and distribution that move goods reliably across borders.', 'Our logistics teams serve the group\u2019s trading businesses and outside clients alike.'] },
  it: { pageName: 'IT', id: 26, title: 'IT at BBG', description: ['TechBinary builds software and platforms; Bottom Funnel runs digital marketing that turns visitors into customers.', 'Both serve the group\u2019s brands and outside clients.'] },
  /** No page shows it yet. */
  eCommerce: { pageName: 'E-commerce', id: 10, title: 'E-commerce', description: ['Our online channels let customers book, buy and pay wherever they are.', 'The same teams that run our stores and agencies look after our online customers.'] },
  /** No page shows it yet. */
  tourism: { pageName: 'Tourism', id: 16, title: 'Tourism', description: ['Tours, excursions and experiences that show visitors the best of each destination.', 'We work with local guides and suppliers so that tourism benefits the places we visit.'] },
  /** No page shows it yet. */
  onlinePortal: { pageName: 'Online Portal', id: 19, title: 'Online portal', description: ['Our partner portal brings bookings, invoices and reports together in one place.', 'Travel agencies and corporates use it around the clock.'] },
} as const satisfies Record<string, InformationPage>;
