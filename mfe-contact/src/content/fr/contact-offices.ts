import type { Translation } from '@bbg/contract';
import type * as en from '../contact-offices';
import { flagUrl } from '../flags';

/**
 * The contact offices, in French: country names in French; cities, postal addresses and phone numbers as in English
 * (Yaoundé with its French accent).
 */
export const contactOffices = [
  { id: 1, country: 'Côte d’Ivoire', flag: flagUrl('ci'), city: 'Abidjan', address: 'Immeuble Alpha 2000, Avenue Chardy, Plateau, Abidjan', phone: '+225 27 20 30 40 50' },
  { id: 2, country: 'Nigeria', flag: flagUrl('ng'), city: 'Lagos', address: '14 Adeola Odeku Street, Victoria Island, Lagos', phone: '+234 1 280 4500' },
  {
    id: 3, country: 'Cameroun', flag: flagUrl('cm'),
    city: 'Douala', address: 'Rue Joffre, Akwa, Douala', phone: '+237 233 42 15 60',
    city1: 'Yaoundé', address1: 'Avenue Kennedy, Centre Ville, Yaoundé', phone1: '+237 222 23 45 67',
  },
  { id: 4, country: 'Angola', flag: flagUrl('ao'), city: 'Luanda', address: 'Rua Rainha Ginga 29, Ingombota, Luanda', phone: '+244 222 397 100' },
  { id: 5, country: 'Kenya', flag: flagUrl('ke'), city: 'Nairobi', address: 'Westlands Business Park, Waiyaki Way, Nairobi', phone: '+254 20 444 7200' },
  { id: 6, country: 'Zimbabwe', flag: flagUrl('zw'), city: 'Harare', address: '8 Samora Machel Avenue, Harare', phone: '+263 242 700 450' },
  { id: 7, country: 'Madagascar', flag: flagUrl('mg'), city: 'Antananarivo', address: 'Lot IVG 201, Antaninarenina, Antananarivo', phone: '+261 20 22 345 67' },
  { id: 8, country: 'Mozambique', flag: flagUrl('mz'), city: 'Maputo', address: 'Avenida Julius Nyerere 1016, Maputo', phone: '+258 21 480 300' },
  { id: 9, country: 'Djibouti', flag: flagUrl('dj'), city: 'Djibouti', address: 'Rue de Marseille, Plateau du Serpent, Djibouti', phone: '+253 21 35 40 50' },
  {
    id: 10, country: 'Inde', flag: flagUrl('in'),
    city: 'Jaipur', address: '4th Floor, Corporate Park, Tonk Road, Jaipur, Rajasthan 302018', phone: '+91 141 400 5000',
    city1: 'Gurugram', address1: 'Tower B, DLF Cyber City, Phase II, Gurugram, Haryana 122002', phone1: '+91 124 455 6000',
    city2: 'Surat', address2: 'Office 702, International Trade Centre, Majura Gate, Surat, Gujarat 395002', phone2: '+91 261 250 7000',
  },
  { id: 11, country: 'RDC', flag: flagUrl('cd'), city: 'Kinshasa', address: 'Boulevard du 30 Juin, Gombe, Kinshasa', phone: '+243 81 555 0140' },
  {
    id: 12, country: 'Zambie', flag: flagUrl('zm'),
    city: 'Lusaka', address: 'Plot 2374, Addis Ababa Drive, Lusaka', phone: '+260 211 255 300',
    city1: 'Kitwe', address1: 'Obote Avenue, Kitwe Central, Kitwe', phone1: '+260 212 222 410',
  },
  {
    id: 13, country: 'Namibie', flag: flagUrl('na'),
    city: 'Windhoek', address: 'Independence Avenue, Windhoek Central, Windhoek', phone: '+264 61 220 400',
    city1: 'Walvisbay', address1: 'Sam Nujoma Avenue, Walvisbay', phone1: '+264 64 200 350',
  },
  { id: 14, country: 'Centrafrique', flag: flagUrl('cf'), city: 'Bangui', address: 'Avenue Barthelemy Boganda, Bangui', phone: '+236 21 61 30 40' },
  { id: 15, country: 'Brazzaville', flag: flagUrl('cg'), city: 'Brazzaville', address: 'Avenue Amilcar Cabral, Centre Ville, Brazzaville', phone: '+242 06 500 1200' },
  {
    id: 16, country: 'Malawi', flag: flagUrl('mw'),
    city: 'Lilongwe', address: 'Area 13, Kenyatta Road, Lilongwe', phone: '+265 1 770 300',
    city1: 'Blantyre', address1: 'Victoria Avenue, Blantyre', phone1: '+265 1 820 400',
  },
] as const satisfies Translation<typeof en.contactOffices>;
