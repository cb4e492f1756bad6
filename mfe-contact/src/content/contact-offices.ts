import { flagUrl } from './flags';

/** Contact office: one country, its first office, and optionally a second and a third. */
export interface ContactOffice {
  readonly id: number;
  readonly country: string;
  readonly city: string;
  readonly address: string;
  readonly phone: string;
  /** URL of the country's flag (flag-icons, 4:3; flagUrl). */
  readonly flag: string;
  readonly city1?: string;
  readonly address1?: string;
  readonly phone1?: string;
  readonly city2?: string;
  readonly address2?: string;
  readonly phone2?: string;
}

/** A pointer's place on the generated map, in map units. */
export interface MapPointerPosition {
  readonly id: number;
  readonly x: number;
  readonly y: number;
}

export interface OfficeCity {
  readonly city: string;
  readonly address: string;
  readonly phone: string;
}

/** The pointer whose card is open when the page opens (India). */
export const INITIAL_POINTER_ID = 10;

export const contactOffices = [
  { id: 1, country: "Cote d'Ivoire", flag: flagUrl('ci'), city: 'Abidjan', address: 'Immeuble Alpha 2000, Avenue Chardy, Plateau, Abidjan', phone: '+225 27 20 30 40 50' },
  { id: 2, country: 'Nigeria', flag: flagUrl('ng'), city: 'Lagos', address: '14 Adeola Odeku Street, Victoria Island, Lagos', phone: '+234 1 280 4500' },
  {
    id: 3, country: 'Cameroon', flag: flagUrl('cm'),
    city: 'Douala', address: 'Rue Joffre, Akwa, Douala', phone: '+237 233 42 15 60',
    city1: 'Yaounde', address1: 'Avenue Kennedy, Centre Ville, Yaounde', phone1: '+237 222 23 45 67',
  },
  { id: 4, country: 'Angola', flag: flagUrl('ao'), city: 'Luanda', address: 'Rua Rainha Ginga 29, Ingombota, Luanda', phone: '+244 222 397 100' },
  { id: 5, country: 'Kenya', flag: flagUrl('ke'), city: 'Nairobi', address: 'Westlands Business Park, Waiyaki Way, Nairobi', phone: '+254 20 444 7200' },
  { id: 6, country: 'Zimbabwe', flag: flagUrl('zw'), city: 'Harare', address: '8 Samora Machel Avenue, Harare', phone: '+263 242 700 450' },
  { id: 7, country: 'Madagascar', flag: flagUrl('mg'), city: 'Antananarivo', address: 'Lot IVG 201, Antaninarenina, Antananarivo', phone: '+261 20 22 345 67' },
  { id: 8, country: 'Mozambique', flag: flagUrl('mz'), city: 'Maputo', address: 'Avenida Julius Nyerere 1016, Maputo', phone: '+258 21 480 300' },
  { id: 9, country: 'Djibouti', flag: flagUrl('dj'), city: 'Djibouti', address: 'Rue de Marseille, Plateau du Serpent, Djibouti', phone: '+253 21 35 40 50' },
  {
    id: 10, country: 'India', flag: flagUrl('in'),
    city: 'Jaipur', address: '4th Floor, Corporate Park, Tonk Road, Jaipur, Rajasthan 302018', phone: '+91 141 400 5000',
    city1: 'Gurugram', address1: 'Tower B, DLF Cyber City, Phase II, Gurugram, Haryana 122002', phone1: '+91 124 455 6000',
    city2: 'Surat', address2: 'Office 702, International Trade Centre, Majura Gate, Surat, Gujarat 395002', phone2: '+91 261 250 7000',
  },
  { id: 11, country: 'RDC', flag: flagUrl('cd'), city: 'Kinshasa', address: 'Boulevard du 30 Juin, Gombe, Kinshasa', phone: '+243 81 555 0140' },
  {
    id: 12, country: 'Zambia', flag: flagUrl('zm'),
    city: 'Lusaka', address: 'Plot 2374, Addis Ababa Drive, Lusaka', phone: '+260 211 255 300',
    city1: 'Kitwe', address1: 'Obote Avenue, Kitwe Central, Kitwe', phone1: '+260 212 222 410',
  },
  {
    id: 13, country: 'Namibia', flag: flagUrl('na'),
    city: 'Windhoek', address: 'Independence Avenue, Windhoek Central, Windhoek', phone: '+264 61 220 400',
    city1: 'Walvisbay', address1: 'Sam Nujoma Avenue, Walvisbay', phone1: '+264 64 200 350',
  },
  { id: 14, country: 'C.A.R', flag: flagUrl('cf'), city: 'Bangui', address: 'Avenue Barthelemy Boganda, Bangui', phone: '+236 21 61 30 40' },
  { id: 15, country: 'Brazzaville', flag: flagUrl('cg'), city: 'Brazzaville', address: 'Avenue Amilcar Cabral, Centre Ville, Brazzaville', phone: '+242 06 500 1200' },
  {
    id: 16, country: 'Malawi', flag: flagUrl('mw'),
    city: 'Lilongwe', address: 'Area 13, Kenyatta Road, Lilongwe', phone: '+265 1 770 300',
    city1: 'Blantyre', address1: 'Victoria Avenue, Blantyre', phone1: '+265 1 820 400',
  },
] as const satisfies readonly ContactOffice[];

/** The office's cities in order: first, second, third (the optional ones only when set). */
export function officeCities(office: ContactOffice): readonly OfficeCity[] {
  const cities: OfficeCity[] = [{ city: office.city, address: office.address, phone: office.phone }];
  if (office.city1 && office.address1 && office.phone1) cities.push({ city: office.city1, address: office.address1, phone: office.phone1 });
  if (office.city2 && office.address2 && office.phone2) cities.push({ city: office.city2, address: office.address2, phone: office.phone2 });
  return cities;
}

/** tel: link for a printed phone number. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A phone number as printed: non-breaking spaces, so it never wraps across two lines. */
export const phoneText = (phone: string): string => phone.replace(/ /g, '\u00a0');
