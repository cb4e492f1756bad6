import type { Translation } from '@bbg/contract';
import type * as en from '../contact-offices';

/**
 * The office countries, in French: country names in French, cities as in English (Yaoundé with its French accent).
 * Flags, postal addresses and phone numbers are English's `officeDetails`, the same in every language.
 */
export const contactOffices = [
  { id: 1, country: 'Côte d’Ivoire', city: 'Abidjan' },
  { id: 2, country: 'Nigeria', city: 'Lagos' },
  { id: 3, country: 'Cameroun', city: 'Douala', city1: 'Yaoundé' },
  { id: 4, country: 'Angola', city: 'Luanda' },
  { id: 5, country: 'Kenya', city: 'Nairobi' },
  { id: 6, country: 'Zimbabwe', city: 'Harare' },
  { id: 7, country: 'Madagascar', city: 'Antananarivo' },
  { id: 8, country: 'Mozambique', city: 'Maputo' },
  { id: 9, country: 'Djibouti', city: 'Djibouti' },
  { id: 10, country: 'Inde', city: 'Jaipur', city1: 'Gurugram', city2: 'Surat' },
  { id: 11, country: 'RDC', city: 'Kinshasa' },
  { id: 12, country: 'Zambie', city: 'Lusaka', city1: 'Kitwe' },
  { id: 13, country: 'Namibie', city: 'Windhoek', city1: 'Walvisbay' },
  { id: 14, country: 'Centrafrique', city: 'Bangui' },
  { id: 15, country: 'Brazzaville', city: 'Brazzaville' },
  { id: 16, country: 'Malawi', city: 'Lilongwe', city1: 'Blantyre' },
] as const satisfies Translation<typeof en.contactOffices>;
