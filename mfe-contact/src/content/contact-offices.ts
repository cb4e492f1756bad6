import { flagUrl } from './flags';

/** Contact office, as its pointer and card show it: one country, its first office, and optionally a second and a third. */
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

/**
 * An office country's words: its name, and the names of its office cities in order (the first, then a second and a
 * third). Each language's, in its order, are `contactOffices` in `<locale>/contact-offices.json`.
 */
export type OfficeCountry = Pick<ContactOffice, 'id' | 'country' | 'city' | 'city1' | 'city2'>;

/** What an office country shows the same in every language: its flag, and each office's address and phone, in its cities' order. */
export type OfficeDetails = Pick<ContactOffice, 'id' | 'flag' | 'address' | 'phone' | 'address1' | 'phone1' | 'address2' | 'phone2'>;

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

/**
 * Each office country's flag, and its offices' postal addresses and phone numbers in its cities' order: written as
 * they are written locally, the same in every language.
 */
export const officeDetails = [
  { id: 1, flag: flagUrl('ci'), address: 'Immeuble Alpha 2000, Avenue Chardy, Plateau, Abidjan', phone: '+225 27 20 30 40 50' },
  { id: 2, flag: flagUrl('ng'), address: '14 Adeola Odeku Street, Victoria Island, Lagos', phone: '+234 1 280 4500' },
  {
    id: 3, flag: flagUrl('cm'),
    address: 'Rue Joffre, Akwa, Douala', phone: '+237 233 42 15 60',
    address1: 'Avenue Kennedy, Centre Ville, Yaounde', phone1: '+237 222 23 45 67',
  },
  { id: 4, flag: flagUrl('ao'), address: 'Rua Rainha Ginga 29, Ingombota, Luanda', phone: '+244 222 397 100' },
  { id: 5, flag: flagUrl('ke'), address: 'Westlands Business Park, Waiyaki Way, Nairobi', phone: '+254 20 444 7200' },
  { id: 6, flag: flagUrl('zw'), address: '8 Samora Machel Avenue, Harare', phone: '+263 242 700 450' },
  { id: 7, flag: flagUrl('mg'), address: 'Lot IVG 201, Antaninarenina, Antananarivo', phone: '+261 20 22 345 67' },
  { id: 8, flag: flagUrl('mz'), address: 'Avenida Julius Nyerere 1016, Maputo', phone: '+258 21 480 300' },
  { id: 9, flag: flagUrl('dj'), address: 'Rue de Marseille, Plateau du Serpent, Djibouti', phone: '+253 21 35 40 50' },
  {
    id: 10, flag: flagUrl('in'),
    address: '4th Floor, Corporate Park, Tonk Road, Jaipur, Rajasthan 302018', phone: '+91 141 400 5000',
    address1: 'Tower B, DLF Cyber City, Phase II, Gurugram, Haryana 122002', phone1: '+91 124 455 6000',
    address2: 'Office 702, International Trade Centre, Majura Gate, Surat, Gujarat 395002', phone2: '+91 261 250 7000',
  },
  { id: 11, flag: flagUrl('cd'), address: 'Boulevard du 30 Juin, Gombe, Kinshasa', phone: '+243 81 555 0140' },
  {
    id: 12, flag: flagUrl('zm'),
    address: 'Plot 2374, Addis Ababa Drive, Lusaka', phone: '+260 211 255 300',
    address1: 'Obote Avenue, Kitwe Central, Kitwe', phone1: '+260 212 222 410',
  },
  {
    id: 13, flag: flagUrl('na'),
    address: 'Independence Avenue, Windhoek Central, Windhoek', phone: '+264 61 220 400',
    address1: 'Sam Nujoma Avenue, Walvisbay', phone1: '+264 64 200 350',
  },
  { id: 14, flag: flagUrl('cf'), address: 'Avenue Barthelemy Boganda, Bangui', phone: '+236 21 61 30 40' },
  { id: 15, flag: flagUrl('cg'), address: 'Avenue Amilcar Cabral, Centre Ville, Brazzaville', phone: '+242 06 500 1200' },
  {
    id: 16, flag: flagUrl('mw'),
    address: 'Area 13, Kenyatta Road, Lilongwe', phone: '+265 1 770 300',
    address1: 'Victoria Avenue, Blantyre', phone1: '+265 1 820 400',
  },
] as const satisfies readonly OfficeDetails[];

/** The office countries of a language, each with its details (by id), in that language's order. */
export const withDetails = (countries: readonly OfficeCountry[], details: readonly OfficeDetails[]): readonly ContactOffice[] =>
  countries.flatMap((country) => {
    const found = details.find((candidate) => candidate.id === country.id);
    return found ? [{ ...found, ...country }] : [];
  });

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
