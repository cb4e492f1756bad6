import type { BannerEntry } from '@bbg/kit';

/** The heroes of this remote's pages (entry 16, values and mission, is shared with mfe-about: `@bbg/kit`). */
export const banners = {
  spj: { pageName: 'SPJ', id: 2, title: 'SPJ', highlight: 'Electronics', description: 'Consumer electronics and accessories distributed to retail partners in 20+ countries since 2016.', backgroundImage: 'electronics' },
  nextHolidays: { pageName: 'Next Holidays', id: 4, title: 'Next', highlight: 'Holidays', highlightColor: 'sun', description: 'Leisure holidays crafted for one million customers and counting.', backgroundImage: 'travel' },
  blueberryTravels: { pageName: 'Blueberry Travels', id: 5, title: 'Blueberry', highlight: 'Travels', description: 'Corporate travel management that saves businesses time and up to 20% on travel.', backgroundImage: 'travel' },
  friendsTravel: { pageName: 'Friends Travel', id: 6, title: 'Friends Travel', highlight: '& Tourism', description: 'General sales agency representation for airlines across Africa.', backgroundImage: 'globe' },
  yashikaFashion: { pageName: 'Yashika Fashion', id: 7, title: 'Yashika', highlight: 'Fashion', description: 'Contemporary fashion retail, from city boutiques to airport stores.', backgroundImage: 'fashion' },
  mgt: { pageName: 'MGT', id: 8, title: 'MGT', highlight: 'General Trading', description: 'Sourcing, trading and distribution of goods across three continents.', backgroundImage: 'trading' },
  businessOverview: { pageName: 'Business Overview', id: 19, title: 'Business', highlight: 'Overview', description: 'Travel, electronics, fashion, general trading, IT, logistics and GSA under one group.', buttonText: 'Explore', buttonLink: '#overview', backgroundImage: 'corporate' },
  travel: { pageName: 'Travel', id: 20, title: 'Our', highlight: 'Travel', description: 'Corporate travel, holidays and destination management across three continents.', buttonText: 'Explore', buttonLink: '#overview', backgroundImage: 'travel' },
  electronics: { pageName: 'Electronics', id: 21, title: 'Our', highlight: 'Electronics', description: 'Distribution of consumer electronics and accessories through SPJ.', buttonText: 'Explore', buttonLink: '#overview', backgroundImage: 'electronics' },
  fashion: { pageName: 'Fashion', id: 23, title: 'Our', highlight: 'Fashion', description: 'Yashika Fashion brings contemporary style to cities and airports.', buttonText: 'Explore', buttonLink: '#overview', backgroundImage: 'fashion' },
  generalTrading: { pageName: 'General Trading', id: 24, title: 'General', highlight: 'Trading', description: 'MGT sources and distributes goods for partners across the region.', buttonText: 'Explore', buttonLink: '#overview', backgroundImage: 'trading' },
  gsa: { pageName: 'GSA', id: 26, title: 'General Sales', highlight: 'Agency', description: 'Friends Travel & Tourism represents airlines and grows their sales in new markets.', buttonText: 'Explore', buttonLink: '#detail', backgroundImage: 'globe' },
  dmc: { pageName: 'DMC', id: 27, title: 'Destination', highlight: 'Management', description: 'Ground handling, tours and events by our destination management company.', buttonText: 'Explore', buttonLink: '#overview', backgroundImage: 'travel' },
  it: { pageName: 'IT', id: 28, title: 'Our', highlight: 'IT', description: 'TechBinary and Bottom Funnel build software and digital marketing for the group and its clients.', buttonText: 'Explore', buttonLink: '#detail', backgroundImage: 'it' },
  logistics: { pageName: 'Logistics', id: 30, title: 'Our', highlight: 'Logistics', description: 'Freight and distribution that move goods reliably across borders.', buttonText: 'Explore', buttonLink: '#detail', backgroundImage: 'logistics' },
  /** No page shows it yet. */
  digiHomes: { pageName: 'Digi Homes', id: 3, title: 'Digi', highlight: 'Homes', description: 'Smart-home products that make everyday living simpler and safer.', backgroundImage: 'electronics' },
  /** No page shows it yet. */
  tourism: { pageName: 'Tourism', id: 22, title: 'Our', highlight: 'Tourism', description: 'Tours and experiences that show travellers the best of each destination.', backgroundImage: 'travel' },
  /** No page shows it yet. */
  onlinePortal: { pageName: 'Online Portal', id: 25, title: 'Online', highlight: 'Portal', description: 'Booking and business tools for our partners, online around the clock.', backgroundImage: 'it' },
} as const satisfies Record<string, BannerEntry>;
